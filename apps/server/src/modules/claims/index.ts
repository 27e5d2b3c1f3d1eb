// The public face of claims: the rest of the server imports these, and nothing else of it.
export { markCancelled, markCompleted, markConfirmed, markWaiting } from './moves.js';
export { claimRoutes } from './routes.js';
export { cancelClaim, storeClaim } from './service.js';
export { DICT_ACTOR } from './store.js';
export type { ClaimRow } from './store.js';
export { expireClaims, syncClaimsPeriodically } from './sync.js';
