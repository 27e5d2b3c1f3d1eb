export { reconciliationRoutes } from './routes.js';
export { verifyEveryKeyType, verifyNightly } from './runs.js';
