// The public face of auth: the rest of the server imports these, and nothing else of it.
export { findAdminByUsername } from './admin-profile.js';
export { deleteOldRateLimitHits } from './login-throttle.js';
export { chosenPasswordHashes } from './password-history.js';
export { generatePassword, hashPassword, verifyPassword } from './passwords.js';
export { authRoutes } from './routes.js';
export { SessionCache } from './session-cache.js';
export { resolveSession, revokeSessionsOf } from './sessions.js';
export { standingMember } from './standing.js';
