import { words, type BulkResults, type Words } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { AppError } from '../core/errors.js';
import { answered, type Answered } from '../core/outcome.js';
import { inEnglish } from '../core/words.js';
import type { RowAudit } from '../core/audit-note.js';

/** What a bulk action's change did to one row: its sentence, and its audit row's before and after. */
export interface RowChange {
  said: Words;
  before: unknown;
  after: unknown;
}

/**
 * A bulk action: `change` runs on each row in turn, each inside its own savepoint of the call's
 * transaction. A row the change refuses (a 4xx) is rolled back alone and reported with its reason;
 * the others stay done, and the answer says which is which: never half-applied without saying so.
 * So is a row an outside system did not answer for (502): the rows it did take cannot be taken
 * back from it. Each row is audited on its own, done or refused. Anything else (a crash) undoes the
 * whole call.
 */
export async function changeEach(
  db: Database,
  ids: readonly number[],
  targetOf: (id: number) => string,
  change: (db: Database, id: number) => Promise<RowChange>,
): Promise<Answered<BulkResults>> {
  const results: BulkResults['results'] = [];
  const each: RowAudit[] = [];
  for (const id of ids) {
    try {
      const done = await db.transaction((savepoint) => change(savepoint as unknown as Database, id));
      results.push({ id, outcome: 'done', msg: inEnglish(done.said), words: done.said });
      each.push({ target: targetOf(id), before: done.before, after: done.after, code: 200, words: done.said });
    } catch (error) {
      if (!(error instanceof AppError) || (error.code >= 500 && error.code !== 502) || !error.words) throw error;
      results.push({ id, outcome: 'refused', msg: error.message, words: error.words });
      each.push({ target: targetOf(id), code: error.code, words: error.words });
    }
  }
  const done = results.filter((result) => result.outcome === 'done').length;
  const refused = results.length - done;
  return answered({ results, done, refused }, { said: words('bulk.applied', { done, refused }), audit: { each } });
}
