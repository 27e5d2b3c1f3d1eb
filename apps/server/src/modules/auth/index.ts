// What the rest of the server uses of auth: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { findAdminByUsername } from './admin-profile.js';
export { deleteOldRateLimitHits } from './login-throttle.js';
export { chosenPasswordHashes } from './password-history.js';
export { generatePassword, hashPassword, verifyPassword } from './passwords.js';
export { authRoutes } from './routes.js';
export { SessionCache } from './session-cache.js';
export { resolveSession, revokeSessionsOf } from './sessions.js';
export { standingMember } from './standing.js';
