import { fieldGuardedBy } from '../db/unique-fields.js';
import { violatedUniqueIndex } from '../db/unique.js';
import { refusalErrorWith, type AppError } from '../core/errors.js';

/**
 * A call whose row a unique index turned away (SQLSTATE 23505: a concurrent call committed the same
 * value between the handler's check and its insert) as the refusal it is: a 409 naming the field the
 * index guards, `{ field }`, in the catalogue's words. Undefined for any other error, and for an
 * index db/unique-fields.ts does not know (a bug: left to be logged and answered 500).
 *
 * The violation aborted the call's transaction: the refusal is made from the error once it reached
 * the call runner and the transaction rolled back, never by carrying on inside it.
 */
export function takenValueRefusal(error: unknown): AppError | undefined {
  const index = violatedUniqueIndex(error);
  const field = index === undefined ? undefined : fieldGuardedBy(index);
  return field === undefined ? undefined : refusalErrorWith(409, { field }, 'input.value_taken', { field });
}
