import { registerAreaMessages } from '../../../i18n';

/**
 * Why the system released a hold (`t('holdRelease.…')`), apart from the funds screens' words: the
 * MED case and the records that show a hold load only these.
 */
registerAreaMessages('holdRelease', {
  en: {
    expired: 'Cautionary block expired after 72 hours without escalation (Res. BCB 147/2021)',
    returned: 'Returned to the payer through the MED',
    case_closed: 'Released as its MED case closed',
  },
  'pt-BR': {
    expired: 'Bloqueio cautelar expirou após 72 horas sem escalonamento (Res. BCB 147/2021)',
    returned: 'Devolvido ao pagador pelo MED',
    case_closed: 'Liberado com o encerramento do caso do MED',
  },
});
