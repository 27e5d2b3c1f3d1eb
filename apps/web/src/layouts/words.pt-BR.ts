import type { TranslatedWords } from '../i18n/words';
import type english from './words';
import { noAccessWords } from './no-access/messages.pt-BR';
import { searchWords } from './search/messages.pt-BR';
import { shortcutsWords } from './shortcuts/messages.pt-BR';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default { search: searchWords, shortcuts: shortcutsWords, noAccess: noAccessWords } satisfies TranslatedWords<typeof english>;
