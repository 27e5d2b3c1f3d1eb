import type { staff } from '@wallet/contracts';

/** One row of the audit log, as `audit/list` answers it. */
export type AuditEntry = staff.AuditEntry;
