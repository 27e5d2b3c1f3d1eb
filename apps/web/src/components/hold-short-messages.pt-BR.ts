import type { Translated } from '../i18n/words';
import type { holdShortWords as holdShortWordsEnglish } from './hold-short-messages';

export const holdShortWords: Translated<typeof holdShortWordsEnglish> = { internal_risk: 'Risco interno', cautionary: 'Cautelar', med: 'MED', judicial: 'Ordem judicial' };
