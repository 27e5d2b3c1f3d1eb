import { claimsWords } from './claims/messages';
import { fraudWords } from './fraud/messages';
import { lookupWords } from './lookup/messages';
import { pixWords } from './messages';
import type { WordsByNamespace } from '../../i18n/words';

/** The words of the Pix key, limit, claim, fraud marker and look-up screens: the router adds them before the area's first page draws. */
export default { pix: pixWords, claims: claimsWords, fraud: fraudWords, lookup: lookupWords } satisfies WordsByNamespace;
