// The operations cockpit: the home dashboard's figures, the map, the calendar and the status page.
import { cockpit } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { dashboardFigures } from './figures.js';
import { systemStatus } from './status.js';
import { dictLimits } from './dict-limits.js';
import { mapFigures } from './map.js';
import { calendarMonth } from './calendar.js';

export const cockpitRoutes = [
  bind(cockpit.dashboard, async ({ db, clock, integrations }) => {
    const [figures, limits] = await Promise.all([dashboardFigures(db, clock.now()), dictLimits(integrations.policies, clock.now())]);
    return { ...figures, dict_buckets_in_alert: limits.buckets.filter((bucket) => bucket.alert).map((bucket) => bucket.policy) };
  }),
  bind(cockpit.mapFigures, ({ db, body, clock }) => mapFigures(db, body.days, clock.now())),
  bind(cockpit.calendarMonth, ({ db, body, clock }) => calendarMonth(db, body.month, clock.now())),
  bind(cockpit.status, ({ db, config, clock, integrations }) => systemStatus(db, { config, integrations, now: clock.now() })),
];
