import { bankAccountsWords } from './accounts/messages.pt-BR';
import { fundsWords } from './funds/messages.pt-BR';
import { fundsSelectedWords } from './funds/selected-messages.pt-BR';
import { tradesWords } from './trades/messages.pt-BR';
import type { TranslatedWords } from '../../i18n/words';
import type english from './words';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default { bankAccounts: bankAccountsWords, funds: fundsWords, fundsSelected: fundsSelectedWords, trades: tradesWords } satisfies TranslatedWords<typeof english>;
