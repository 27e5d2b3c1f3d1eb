import { apixWords } from './apix/messages';
import { infractionsWords } from './infractions/messages';
import { infractionsSelectedWords } from './infractions/selected-messages';
import { medInboxWords } from './med/inbox-messages';
import { medWords } from './med/messages';
import type { WordsByNamespace } from '../../i18n/words';

/** The words of the APIX, infraction and MED screens: the router adds them before the area's first page draws. */
export default { apix: apixWords, infractions: infractionsWords, infractionsSelected: infractionsSelectedWords, medInbox: medInboxWords, med: medWords } satisfies WordsByNamespace;
