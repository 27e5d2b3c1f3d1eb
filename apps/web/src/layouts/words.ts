import type { WordsByNamespace } from '../i18n/words';
import { searchWords } from './search/messages';
import { shortcutsWords } from './shortcuts/messages';

/** The words of the signed-in frame's search box and shortcuts: added before the frame draws. */
export default { search: searchWords, shortcuts: shortcutsWords } satisfies WordsByNamespace;
