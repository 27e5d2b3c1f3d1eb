import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/client.js';
import { refusalError } from '../../core/errors.js';
import { admitSession, hashToken, lookUpSession, type SessionLimits, type SessionRow } from './sessions.js';
import type { Principal } from '../../core/member.js';

/** Past this many entries, those gone stale are swept before another is kept. */
const SWEEP_AT = 10_000;

/**
 * The sessions this process looked up moments ago, so that the calls a console page makes at once
 * (a list, its filters' options, the badge counts) and a member's burst of calls cost one session
 * look-up instead of one each.
 *
 * - An entry serves for `limits.cacheMs` of the process's monotonic clock, at most a second
 *   (config.ts): a session another process revokes, or a role another process changes, is
 *   refused or applied by this one within that time.
 * - Every check of the session (ended, expired, idle, member disabled) still runs on each call,
 *   against the entry and the call's own time.
 * - This process's own writes forget every entry at once (`forgetAll`, after each mutation), so a
 *   sign-out, a revocation or a role change made here applies from its very next call. A look-up
 *   that began before such a write keeps nothing.
 */
export class SessionCache {
  readonly #entries = new Map<string, { row: SessionRow; lookedUpAt: number }>();
  #generation = 0;

  constructor(
    private readonly db: Database,
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  /** The member a token belongs to, or code 410, as `resolveSession` answers it. */
  async resolve(input: { token: string | undefined; now: Date; limits: SessionLimits }): Promise<Principal> {
    if (!input.token) throw refusalError(410, 'session.missing');
    const tokenHash = hashToken(input.token);
    const startedAt = this.monotonic();
    const kept = this.#entries.get(tokenHash);
    if (kept && startedAt - kept.lookedUpAt < input.limits.cacheMs) return admitSession(this.db, kept.row, input);

    const generation = this.#generation;
    const row = await lookUpSession(this.db, tokenHash);
    if (row && input.limits.cacheMs > 0 && generation === this.#generation) this.#keep(tokenHash, row, startedAt, input.limits.cacheMs);
    else this.#entries.delete(tokenHash);
    return admitSession(this.db, row, input);
  }

  /** Something this process wrote may change who a session is or what it may do: look every one up again. */
  forgetAll(): void {
    this.#generation++;
    this.#entries.clear();
  }

  #keep(tokenHash: string, row: SessionRow, lookedUpAt: number, cacheMs: number): void {
    if (this.#entries.size >= SWEEP_AT) {
      for (const [hash, entry] of this.#entries) if (lookedUpAt - entry.lookedUpAt >= cacheMs) this.#entries.delete(hash);
      if (this.#entries.size >= SWEEP_AT) this.#entries.clear();
    }
    this.#entries.set(tokenHash, { row, lookedUpAt });
  }
}
