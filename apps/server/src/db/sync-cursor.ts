import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { syncCursors } from './schema/index.js';

type CursorRow = typeof syncCursors.$inferSelect;
const NEVER = new Date(0);

/**
 * Where a pull from an outside system got to, locked for the transaction (made on the first pull,
 * starting at `firstSince`): a second process waits for the pull under way, or with `skipLocked`
 * does not wait and gets nothing.
 */
async function lockSyncCursor(db: Database, name: string, firstSince: Date, { skipLocked }: { skipLocked: boolean }): Promise<CursorRow | undefined> {
  await db.insert(syncCursors).values({ name, cursor: firstSince, ran_at: NEVER }).onConflictDoNothing();
  const [cursor] = await db.select().from(syncCursors).where(eq(syncCursors.name, name)).for('update', skipLocked ? { skipLocked: true } : undefined);
  return cursor;
}

/** Moves the cursor to `now`, after a pull that read everything up to it. */
const advanceSyncCursor = (db: Database, name: string, now: Date) =>
  db.update(syncCursors).set({ cursor: now, ran_at: now }).where(eq(syncCursors.name, name));

/** How often a pull from outside runs, however many API processes run: each looks every minute and pulls only when this much has passed. */
export const PULL_EVERY_MS = 5 * 60_000;
/** Changes dated a little before the last pull are read again (clocks differ); storing one twice changes nothing. */
const OVERLAP_MS = 5 * 60_000;

/** A pull from an outside system by its cursor: its name, how far back the first pull reaches, and what it does from `since`. */
export interface CursorPull<T> {
  name: string;
  firstReachMs: number;
  pull: (db: Database, since: Date) => Promise<T>;
}

async function pullFrom<T>(db: Database, cursor: CursorRow, pull: CursorPull<T>, now: Date): Promise<T> {
  const since = new Date(Math.min(cursor.cursor.getTime(), now.getTime()) - OVERLAP_MS);
  const pulled = await pull.pull(db, since);
  await advanceSyncCursor(db, pull.name, now);
  return pulled;
}

const firstSince = (pull: CursorPull<unknown>, now: Date) => new Date(now.getTime() - pull.firstReachMs);

/** Pulls now, in the caller's transaction, waiting for a pull under way in another process (which leaves the news stored). */
export async function pullNow<T>(db: Database, pull: CursorPull<T>, now: Date): Promise<T> {
  const cursor = (await lockSyncCursor(db, pull.name, firstSince(pull, now), { skipLocked: false }))!;
  return pullFrom(db, cursor, pull, now);
}

/** The periodic pull, in its own transaction: skipped (null) while another process pulls, or when one did in the last PULL_EVERY_MS. */
export const pullPeriodically = <T>(db: Database, pull: CursorPull<T>, now: Date): Promise<T | null> =>
  db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const cursor = await lockSyncCursor(tx, pull.name, firstSince(pull, now), { skipLocked: true });
    if (!cursor || now.getTime() - cursor.ran_at.getTime() < PULL_EVERY_MS - 30_000) return null;
    return pullFrom(tx, cursor, pull, now);
  });
