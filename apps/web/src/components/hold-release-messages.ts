import { defineWords } from '../i18n/words';

/**
 * Why the system released a hold (`t('holdRelease.…')`), which a freeze and a MED case both show:
 * among the console's words, not the funds screens'.
 */
export const holdReleaseWords = defineWords({
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
