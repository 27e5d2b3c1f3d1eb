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

/** Drivers wrap the server's error: look through the causes for its SQLSTATE. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
