import { bankAccountsWords } from './accounts/messages';
import { fundsWords } from './funds/messages';
import { fundsSelectedWords } from './funds/selected-messages';
import { tradesWords } from './trades/messages';
import type { WordsByNamespace } from '../../i18n/words';

/** The words of the bank account, funds and trade screens: the router adds them before the area's first page draws. */
export default { bankAccounts: bankAccountsWords, funds: fundsWords, fundsSelected: fundsSelectedWords, trades: tradesWords } satisfies WordsByNamespace;
