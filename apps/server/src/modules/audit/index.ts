// What the rest of the server uses of audit: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { auditDetail, exportAudit, listAudit } from './queries.js';
export { recordAudit } from './service.js';
export type { AuditResult } from './service.js';
