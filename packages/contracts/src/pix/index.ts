export * as keys from './keys.js';
export * as limits from './limits.js';
