// The public face of kyc: the rest of the server imports these, and nothing else of it.
export { kycChecksOfUser } from './queries.js';
export { kycRoutes } from './routes.js';
