import { createRequire } from 'node:module';
import { count, min, sql } from 'drizzle-orm';
import type { cockpit } from '@wallet/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { healthOf } from '../../integrations/health.js';
import type { Integrations } from '../../core/integrations.js';
import { dictLimits } from './dict-limits.js';

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };
const STARTED_AT = new Date(Date.now() - process.uptime() * 1000);

/** How long the database takes to answer a trivial query, or that it does not. */
async function databaseProbe(db: Database) {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { up: true, latency_ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { up: false, latency_ms: Math.round(performance.now() - started) };
  }
}

/** The health of this process: its database, the job queue, each outside system as it has seen it, our buckets at the DICT, and the build. */
export async function systemStatus(db: Database, deps: { config: Config; integrations: Integrations; now: Date }): Promise<cockpit.SystemStatus> {
  const database = await databaseProbe(db);
  const byStatus = database.up ? await db.select({ status: jobs.status, n: count(), oldest: min(jobs.created_at) }).from(jobs).groupBy(jobs.status) : [];
  const of = (status: string) => byStatus.find((row) => row.status === status);
  // Read before the adapters' tallies, which then count this reading too.
  const dictLimitsNow = await dictLimits(deps.integrations.policies, deps.now);
  return {
    version,
    started_at: STARTED_AT.toISOString(),
    at: deps.now.toISOString(),
    database: { driver: deps.config.databaseUrl ? 'postgres' : 'pglite', ...database },
    jobs: { queued: of('queued')?.n ?? 0, running: of('running')?.n ?? 0, failed: of('failed')?.n ?? 0, oldest_queued_at: of('queued')?.oldest?.toISOString() ?? null },
    adapters: healthOf(deps.integrations)?.snapshot() ?? [],
    dict_limits: dictLimitsNow,
  };
}
