import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema/index.js';
import { refusalError } from '../../core/errors.js';

const WINDOW_MS = 60_000;

export interface LoginLimits {
  ipLimitPerMinute: number;
  usernameLimitPerMinute: number;
}

/**
 * Records a sign-in attempt and refuses it (429) when its address or its username made as many
 * as the limit in the last minute. It runs before the sign-in, in a transaction of its own that
 * commits the attempt before any password is checked; each bucket's advisory lock, taken in a
 * fixed order, makes simultaneous attempts count one after the other on both drivers and across
 * any number of API processes.
 */
export async function admitLoginAttempt(db: Database, input: { ip: string; username: string; now: Date }, limits: LoginLimits): Promise<void> {
  const buckets = [
    { name: `sign-in:address:${input.ip}`, limit: limits.ipLimitPerMinute },
    { name: `sign-in:username:${input.username.toLowerCase()}`, limit: limits.usernameLimitPerMinute },
  ].sort((a, b) => a.name.localeCompare(b.name));
  const since = new Date(input.now.getTime() - WINDOW_MS);
  const overLimit = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    let over = false;
    for (const bucket of buckets) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket.name}, 0))`);
      const [recent] = await tx.select({ n: count() }).from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, bucket.name), gt(rateLimitHits.at, since)));
      if ((recent?.n ?? 0) >= bucket.limit) over = true;
    }
    await tx.insert(rateLimitHits).values(buckets.map((bucket) => ({ bucket: bucket.name, at: input.now })));
    return over;
  });
  if (overLimit) throw refusalError(429, 'sign_in.too_many_attempts');
}

/** Forgets attempts older than the window: a periodic job, safe from any process. */
export async function deleteOldRateLimitHits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - WINDOW_MS)));
}
