import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { syncCursors } from './schema/index.js';

export type CursorRow = typeof syncCursors.$inferSelect;
const NEVER = new Date(0);

/**
 * Where a pull from an outside system got to, locked for the transaction (made on the first pull,
 * starting at `firstSince`): a second process waits for the pull under way, or with `skipLocked`
 * does not wait and gets nothing.
 */
export async function lockSyncCursor(db: Database, name: string, firstSince: Date, { skipLocked }: { skipLocked: boolean }): Promise<CursorRow | undefined> {
  await db.insert(syncCursors).values({ name, cursor: firstSince, ran_at: NEVER }).onConflictDoNothing();
  const [cursor] = await db.select().from(syncCursors).where(eq(syncCursors.name, name)).for('update', skipLocked ? { skipLocked: true } : undefined);
  return cursor;
}

/** Moves the cursor to `now`, after a pull that read everything up to it. */
export const advanceSyncCursor = (db: Database, name: string, now: Date) =>
  db.update(syncCursors).set({ cursor: now, ran_at: now }).where(eq(syncCursors.name, name));
