// The public face of pix: the rest of the server imports these, and nothing else of it.
export { keysOfClosingAccount } from './keys-service.js';
export { applyDueLimitIncreases } from './limits.js';
export { pixRoutes } from './routes.js';
