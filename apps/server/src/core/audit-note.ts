import type { Words } from '@wallet/contracts';

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
