import { accountWords } from './messages.pt-BR';
import type { TranslatedWords } from '../../i18n/words';
import type english from './words';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default { account: accountWords } satisfies TranslatedWords<typeof english>;
