import { apixWords } from './apix/messages.pt-BR';
import { infractionsWords } from './infractions/messages.pt-BR';
import { infractionsSelectedWords } from './infractions/selected-messages.pt-BR';
import { medInboxWords } from './med/inbox-messages.pt-BR';
import { medWords } from './med/messages.pt-BR';
import type { TranslatedWords } from '../../i18n/words';
import type english from './words';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default { apix: apixWords, infractions: infractionsWords, infractionsSelected: infractionsSelectedWords, medInbox: medInboxWords, med: medWords } satisfies TranslatedWords<typeof english>;
