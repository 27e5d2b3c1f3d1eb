import type { WordsByNamespace } from '../i18n/words';
import { noAccessWords } from './no-access/messages';
import { searchWords } from './search/messages';
import { shortcutsWords } from './shortcuts/messages';

/** The words of the signed-in frame: its search box, shortcuts and no-access page, added before the frame draws. */
export default { search: searchWords, shortcuts: shortcutsWords, noAccess: noAccessWords } satisfies WordsByNamespace;
