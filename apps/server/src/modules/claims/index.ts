// What the rest of the server uses of claims: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { markCancelled, markCompleted, markConfirmed, markWaiting } from './moves.js';
export { claimRoutes } from './routes.js';
export { cancelClaim, storeClaim } from './service.js';
export { DICT_ACTOR } from './store.js';
export type { ClaimRow } from './store.js';
export { expireClaims, syncClaimsPeriodically } from './sync.js';
