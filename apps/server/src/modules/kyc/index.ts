// What the rest of the server uses of kyc: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { kycChecksOfUser } from './queries.js';
export { kycRoutes } from './routes.js';
