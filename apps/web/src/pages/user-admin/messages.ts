import { registerAreaMessages } from '../../i18n';

/** Words of the role, staff and audit log screens, loaded with their code (`t('userAdmin.…')`). */
const en = {
  placeholder: 'User admin',
};

registerAreaMessages('userAdmin', {
  en,
  'pt-BR': {
    placeholder: 'Administração de usuários',
  },
});
