import { registerAreaMessages } from '../../../i18n';

/** Words of the funds freeze, freeze and fee history, and fee management screens (`t('funds.…')`). */
const en = {
  placeholder: 'Funds',
};

registerAreaMessages('funds', {
  en,
  'pt-BR': {
    placeholder: 'Fundos',
  },
});
