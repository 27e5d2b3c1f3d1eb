import type { approvals, Words } from '@wallet/contracts';
import type { AuditNote } from './audit-note.js';

/**
 * A handler's whole outcome: its data, the sentence the console shows for it (from the message
 * catalogue), and what the audit row records. Handlers return it instead of writing into
 * parameters; a handler with nothing to say may return its bare data.
 */
export class Answered<D> {
  constructor(
    readonly data: D,
    readonly said: Words | undefined,
    readonly audit: AuditNote,
  ) {}
}

export const answered = <D>(data: D, outcome: { said?: Words; audit?: AuditNote } = {}) => new Answered(data, outcome.said, outcome.audit ?? {});

/**
 * A call held for a second person: the approval request stored in its place, the sentence that
 * says so and its audit note. The call answers 202 with `{ approval }`.
 */
export class Asked {
  constructor(
    readonly approval: approvals.ApprovalRequest,
    readonly said: Words,
    readonly audit: AuditNote,
  ) {}
}
