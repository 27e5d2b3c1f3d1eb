// The public face of infractions: the rest of the server imports these, and nothing else of it.
export { SETTLED_TRADE_STATUSES, counterpartyIspbOf } from './counterparty.js';
export { SYNC_CURSOR, tasksOfTrade } from './queries.js';
export { infractionRoutes } from './routes.js';
export { DICT_ACTOR, deadlineOf, noteOf, reportOf } from './store.js';
export type { TaskRow } from './store.js';
export { syncInfractionsPeriodically } from './sync.js';
