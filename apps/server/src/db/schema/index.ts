// Lists read newest first (`order by created_at desc, id desc`, nulls first as PostgreSQL orders a
// descending sort): their indexes are ascending, which PostgreSQL reads backwards in exactly that
// order. An index declared descending (drizzle writes DESC NULLS LAST) does not match that order,
// and the planner sorted the whole table instead (migration 0028).
export * from './staff.js';
export * from './sessions.js';
export * from './audit.js';
export * from './idempotency.js';
export * from './jobs.js';
export * from './ispb.js';
export * from './users.js';
export * from './banking.js';
export * from './pix.js';
export * from './trades.js';
export * from './reports.js';
export * from './infractions.js';
export * from './rate-limits.js';
export * from './ledger.js';
export * from './returns.js';
export * from './med.js';
export * from './views.js';
export * from './approvals.js';
export * from './cockpit.js';
export * from './notices.js';
export * from './reconciliation.js';
export * from './spi.js';
