/**
 * Runs an insert whose uniqueness the caller checked already; when a concurrent transaction
 * committed the same row in between, the unique index refuses it (SQLSTATE 23505) and the caller's
 * `onTaken` error is thrown instead of an unexpected 500.
 */
export async function insertUnique<T>(insert: () => Promise<T>, onTaken: () => Error): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw onTaken();
    throw error;
  }
}

/**
 * The unique index or constraint that refused a row (SQLSTATE 23505), by name ('' when the server
 * named none), or undefined when the error is no unique violation. Drivers wrap the server's error:
 * look through the causes for its SQLSTATE.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Whether the error is a unique index refusing a row (of the named constraint, when one is given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violated = violatedUniqueIndex(error);
  return violated !== undefined && (constraint === undefined || violated === constraint);
}
