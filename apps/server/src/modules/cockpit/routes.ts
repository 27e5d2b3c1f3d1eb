// The operations cockpit: the home dashboard's figures and the status page.
import { cockpit } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { dashboardFigures } from './figures.js';
import { systemStatus } from './status.js';

export const cockpitRoutes = [
  bind(cockpit.dashboard, ({ db, clock }) => dashboardFigures(db, clock.now())),
  bind(cockpit.status, ({ db, config, clock, integrations }) => systemStatus(db, { config, integrations, now: clock.now() })),
];
