import { defineWords } from '../i18n/words';

/** A hold's type in a list's cell (`t('holdShort.…')`), where the countdown beside it says the hours; the whole words show on hover. */
export const holdShortWords = defineWords({ internal_risk: 'Internal risk', cautionary: 'Cautionary', med: 'MED', judicial: 'Court order' });
