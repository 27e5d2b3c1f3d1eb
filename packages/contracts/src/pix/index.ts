export * as keys from './keys.js';
export * as limits from './limits.js';
export * as claims from './claims.js';
export * as fraud from './fraud.js';
export * as reconciliation from './reconciliation.js';
