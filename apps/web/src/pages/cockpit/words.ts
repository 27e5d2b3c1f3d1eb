import { calendarWords } from './calendar/messages';
import { dashboardWords } from './dashboard/messages';
import { stateMapWords } from './map/messages';
import { systemStatusWords } from './status/messages';
import type { WordsByNamespace } from '../../i18n/words';

/** The words of the dashboard, the map, the calendar and the system's status: the router adds them before the area's first page draws. */
export default { calendar: calendarWords, dashboard: dashboardWords, stateMap: stateMapWords, systemStatus: systemStatusWords } satisfies WordsByNamespace;
