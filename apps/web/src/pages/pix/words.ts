import { claimsWords } from './claims/messages';
import { fraudWords } from './fraud/messages';
import { lookupWords } from './lookup/messages';
import { reconciliationWords } from './reconciliation/messages';
import { pixWords } from './messages';
import type { WordsByNamespace } from '../../i18n/words';

/** The words of the Pix key, limit, claim, fraud marker, look-up and reconciliation screens: the router adds them before the area's first page draws. */
export default { pix: pixWords, claims: claimsWords, fraud: fraudWords, lookup: lookupWords, reconciliation: reconciliationWords } satisfies WordsByNamespace;
