import { accountWords } from './messages';
import type { WordsByNamespace } from '../../i18n/words';

/** The words of the signed-in member's own account pages: the router adds them before the area's first page draws. */
export default { account: accountWords } satisfies WordsByNamespace;
