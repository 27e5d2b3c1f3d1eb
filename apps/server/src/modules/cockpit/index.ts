// What the rest of the server uses of cockpit: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { forgetSummedPixDays, sumSettledPixDays } from './map-days.js';
export { cockpitRoutes } from './routes.js';
