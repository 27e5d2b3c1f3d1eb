import { calendarWords } from './calendar/messages.pt-BR';
import { dashboardWords } from './dashboard/messages.pt-BR';
import { stateMapWords } from './map/messages.pt-BR';
import { systemStatusWords } from './status/messages.pt-BR';
import type { TranslatedWords } from '../../i18n/words';
import type english from './words';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default { calendar: calendarWords, dashboard: dashboardWords, stateMap: stateMapWords, systemStatus: systemStatusWords } satisfies TranslatedWords<typeof english>;
