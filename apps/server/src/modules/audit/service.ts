import type { Words } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import type { AuditNote } from '../../core/audit-note.js';

export type AuditResult = 'ok' | 'asked' | 'refused' | 'failed';

export interface AuditEntry extends AuditNote {
  at: Date;
  actorId: number | null;
  actorName: string;
  action: string;
  result: AuditResult;
  code: number;
  message: string;
  /** The message as catalogue words, when it has them. */
  words?: Words | undefined;
  ip: string;
  requestId: string;
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    at: entry.at,
    actor_id: entry.actorId,
    actor_name: entry.actorName,
    action: entry.action,
    target: entry.target ?? '',
    result: entry.result,
    code: entry.code,
    message: entry.message,
    words: entry.words ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
    request_id: entry.requestId,
    approved_by: entry.approvedBy ?? null,
  });
}
