import type { Translated } from '../i18n/words';
import type { medCaseLinkWords as medCaseLinkWordsEnglish } from './med-case-link-messages';

export const medCaseLinkWords: Translated<typeof medCaseLinkWordsEnglish> = { label: 'Caso nº {{id}}' };
