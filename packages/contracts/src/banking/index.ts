export * from './accounts.js';
export * from './funds.js';
