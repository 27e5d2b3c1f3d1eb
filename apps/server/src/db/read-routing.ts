import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { staffWriteMarks } from './schema/index.js';

/**
 * Where a call's reads run. Without a replica every call reads the primary; with one
 * (DATABASE_REPLICA_URL), list and detail reads go to the replica except for a staff member whose
 * latest write it has not replayed yet: they read the primary until it has, so that nobody reads
 * a page older than what they just wrote.
 */
export interface ReadRouting {
  /** The database a signed-in member's read-only call runs on. */
  readerFor(adminId: number): Promise<Database>;
  /** After a member's mutation ended (committed or not): their next reads must see it. */
  wrote(adminId: number): Promise<void>;
}

export const primaryOnly = (primary: Database): ReadRouting => ({
  readerFor: async () => primary,
  wrote: async () => undefined,
});

/** How long the replica's replayed position, once read, serves other calls (it only moves forward, unless the replica is replaced). */
const REPLAY_POSITION_MS = 100;

/** A WAL position (`16/B374D848`) as a number that orders like the log. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (high === undefined || low === undefined) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Reads on a streaming replica, with read-your-writes:
 * - after each mutation, the primary's WAL position is kept as the member's write mark (in the
 *   primary, so that every process of the product sees it, whatever its session cache holds);
 * - a read looks the mark up on the primary (one primary-key read) and goes to the replica only
 *   if the replica has replayed past it; the replica's position is asked at most every 100 ms and
 *   only grows, so a position read a moment ago can only send a read to the primary needlessly,
 *   never to a replica that is behind.
 * A replica whose position cannot be read sends reads to the primary (and runCall reads the
 * primary again when the replica is unreachable mid-call). A read URL that is not a standby (a
 * pooler in front of the primary, or the primary in read-only transactions as the tests use) is
 * up to date by definition: no marks are kept for it.
 */
export class ReplicaRouting implements ReadRouting {
  /** The replica's replayed position, and when it was read; `current` when it is not a standby. */
  #replayed: { lsn: bigint | 'current'; at: number } | undefined;

  constructor(
    private readonly primary: Database,
    private readonly replica: Database,
    private readonly onReplicaFailure: (error: unknown) => void = () => undefined,
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  async readerFor(adminId: number): Promise<Database> {
    if (this.#replayed?.lsn === 'current') return this.replica;
    const [mark] = await this.primary.select({ lsn: staffWriteMarks.wrote_lsn }).from(staffWriteMarks).where(eq(staffWriteMarks.admin_id, adminId));
    try {
      return (await this.#replayedPast(mark ? lsnValue(mark.lsn) : 0n)) ? this.replica : this.primary;
    } catch (error) {
      this.onReplicaFailure(error);
      return this.primary;
    }
  }

  async wrote(adminId: number): Promise<void> {
    if (this.#replayed === undefined) await this.#replayedPast(0n).catch(this.onReplicaFailure);
    if (this.#replayed?.lsn === 'current') return;
    // After the commit: the position covers the whole transaction, commit record included. The
    // insert position, not the written one: with synchronous_commit off, a commit returns before
    // its record leaves the WAL buffers.
    await this.primary.insert(staffWriteMarks)
      .values({ admin_id: adminId, wrote_lsn: sql`pg_current_wal_insert_lsn()::text` })
      .onConflictDoUpdate({ target: staffWriteMarks.admin_id, set: { wrote_lsn: sql`excluded.wrote_lsn` } });
  }

  async #replayedPast(needed: bigint): Promise<boolean> {
    const known = this.#replayed;
    if (known && (known.lsn === 'current' || needed === 0n)) return true;
    if (known && typeof known.lsn === 'bigint' && known.lsn >= needed && this.monotonic() - known.at < REPLAY_POSITION_MS) return true;
    const at = this.monotonic();
    const result = await this.replica.execute(sql`select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn`);
    const [row] = (result as unknown as { rows: { standby: boolean; lsn: string | null }[] }).rows;
    const lsn = !row?.standby ? 'current' : row.lsn ? lsnValue(row.lsn) : 0n;
    this.#replayed = { lsn, at };
    return lsn === 'current' || lsn >= needed;
  }
}
