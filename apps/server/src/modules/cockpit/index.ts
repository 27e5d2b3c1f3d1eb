// The public face of cockpit: the rest of the server imports these, and nothing else of it.
export { forgetSummedPixDays, sumSettledPixDays } from './map-days.js';
export { cockpitRoutes } from './routes.js';
