import { registerAreaMessages } from '../../i18n';

/** Words of the Pix key, key log and limit screens, loaded with their code (`t('pix.…')`). */
const en = {
  placeholder: 'Pix',
};

registerAreaMessages('pix', {
  en,
  'pt-BR': {
    placeholder: 'Pix',
  },
});
