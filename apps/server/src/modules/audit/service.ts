import type { Words } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';

export type AuditResult = 'ok' | 'asked' | 'refused' | 'failed';

/** What a handler tells the audit log about the thing it changed. */
export interface AuditNote {
  /** Only public calls (sign-in) name their actor themselves. */
  actorId?: number | null;
  actorName?: string;
  target?: string;
  before?: unknown;
  after?: unknown;
  /** The checker whose approval ran the action (the actor asked for it). */
  approvedBy?: string;
  /** A bulk action's rows, each audited on its own in place of one row for the call. */
  each?: RowAudit[];
}

/** One row of a bulk action: what it changed, or why it was refused. */
export interface RowAudit {
  target: string;
  before?: unknown;
  after?: unknown;
  code: number;
  words: Words;
}

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
