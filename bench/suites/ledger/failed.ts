import type { Result } from '../../support/results.js';

/**
 * The row of a measurement that could not be made, saying why (and how far it got, when known).
 * The error goes to the console in full, and the run goes on, so that the other sections'
 * figures are kept.
 */
export function failedRow(figure: string, error: unknown, progress?: string): Result {
  console.error(error);
  // A failed query's own message is the database's reason, not the statement drizzle wraps it in.
  const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : String(error);
  return { section: '6. ledger', figure, value: `failed${progress ? ` ${progress}` : ''}: ${reason.split('\n')[0]!.slice(0, 200)}`, baseline: '', ratio: '', goal: '', met: false };
}
