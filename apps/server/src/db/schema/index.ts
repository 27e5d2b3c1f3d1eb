export * from './staff.js';
export * from './sessions.js';
export * from './audit.js';
export * from './idempotency.js';
export * from './jobs.js';
export * from './ispb.js';
export * from './users.js';
export * from './banking.js';
