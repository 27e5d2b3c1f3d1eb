/** Error codes of a database that is down, restarting or out of reach (node-postgres and the server's SQLSTATE). */
const UNREACHABLE = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE',
  '57P01', '57P02', '57P03', // admin shutdown, crash shutdown, cannot connect now
  '08000', '08001', '08003', '08004', '08006', // connection exceptions
]);

/**
 * Whether a failure is the database being away rather than a fault of the call: such calls are
 * answered 503 with a message that says so, and succeed again once it is back (the pool
 * reconnects by itself). Drizzle wraps the driver's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
    if (/Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message)) return true;
  }
  return false;
}
