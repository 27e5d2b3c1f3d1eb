import { claimsWords } from './claims/messages.pt-BR';
import { fraudWords } from './fraud/messages.pt-BR';
import { lookupWords } from './lookup/messages.pt-BR';
import { reconciliationWords } from './reconciliation/messages.pt-BR';
import { pixWords } from './messages.pt-BR';
import type { TranslatedWords } from '../../i18n/words';
import type english from './words';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default { pix: pixWords, claims: claimsWords, fraud: fraudWords, lookup: lookupWords, reconciliation: reconciliationWords } satisfies TranslatedWords<typeof english>;
