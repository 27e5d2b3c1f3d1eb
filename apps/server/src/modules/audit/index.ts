// The public face of audit: the rest of the server imports these, and nothing else of it.
export { auditDetail, exportAudit, listAudit } from './queries.js';
export { recordAudit } from './service.js';
export type { AuditResult } from './service.js';
