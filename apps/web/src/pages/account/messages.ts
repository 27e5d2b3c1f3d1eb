import { registerAreaMessages } from '../../i18n';

/** Words of the password change, two-factor and re-authentication screens (`t('account.…')`). */
const en = {
  placeholder: 'Account',
};

registerAreaMessages('account', {
  en,
  'pt-BR': {
    placeholder: 'Conta',
  },
});
