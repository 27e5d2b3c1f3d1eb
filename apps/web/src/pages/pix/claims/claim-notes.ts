import { i18n } from '../../../i18n';
import { statedIn, type StatedValue } from '../../../i18n/said/stated';
import type { Say } from '../../../i18n/word-key';

/** A key history's note: the system's notes in the member's language, staff's own words as they wrote them. */
export const keyLogNote = (t: Say, reason: StatedValue): string => statedIn(i18n.language, t, reason);
