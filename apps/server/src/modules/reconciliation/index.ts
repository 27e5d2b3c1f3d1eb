export { reconciliationRoutes } from './routes.js';
export { verifyNightly } from './runs.js';
