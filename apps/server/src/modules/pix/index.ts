// What the rest of the server uses of pix: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { keysOfClosingAccount } from './keys-service.js';
export { applyDueLimitIncreases } from './limits.js';
export { pixRoutes } from './routes.js';
