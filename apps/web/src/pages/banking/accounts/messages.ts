import { registerAreaMessages } from '../../../i18n';

/** Words of the bank account list and detail screens, loaded with their code (`t('bankAccounts.…')`). */
const en = {
  placeholder: 'Bank accounts',
};

registerAreaMessages('bankAccounts', {
  en,
  'pt-BR': {
    placeholder: 'Contas bancárias',
  },
});
