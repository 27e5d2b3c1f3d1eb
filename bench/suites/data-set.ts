import pg from 'pg';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '../../apps/server/src/seed/registry.js';
import { createAdmin } from '../../apps/server/src/modules/staff/index.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { loadBulkData, type BulkSizes } from '../../apps/server/src/seed/bulk/load.js';
import { benchDatabase } from '../support/database.js';
import { seconds } from '../support/timing.js';

export const BENCH_ADMIN = { username: 'bench', password: 'bench-password-123' };
const BENCH_ROLE = 'Bench';
/** The database of a bench run's data set, left on its server for bench:explain and bench:cost. */
const BENCH_DATABASE = 'wallet_bench';

/** The URL of the data set a bench run left on the server DATABASE_URL names (bench:explain, bench:cost). */
export function leftDataSetUrl(): string {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error(`DATABASE_URL names the PostgreSQL server a bench run used (its database ${BENCH_DATABASE} is read)`);
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

export interface Sizes {
  users: number;
  merchants: number;
  trades: number;
  auditRows: number;
  /** Synthetic rows written after the demo's (the large profile): customers and trades. */
  bulk?: BulkSizes;
}

export const FULL: Sizes = { users: 100_000, merchants: 10_000, trades: 1_000_000, auditRows: 200_000 };
export const SHORT: Sizes = { users: 2_000, merchants: 200, trades: 20_000, auditRows: 5_000 };
/** BENCH_PROFILE=large: a real institution's size, the demo's stories on top of a million customers and ten million trades. */
export const LARGE: Sizes = { ...SHORT, bulk: { customers: 1_000_000, trades: 10_000_000 } };

/** What a seeded data set says of itself, as the comment of its database: BENCH_REUSE keeps one of the same sizes. */
interface SeededDataSet {
  sizes: Sizes;
  seededAt: string;
  seedSeconds: number;
}

function seededDataSet(comment: string | null): SeededDataSet | undefined {
  try {
    return comment ? JSON.parse(comment) as SeededDataSet : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL data set every figure is measured on: the demo generators at the given sizes
 * (users and merchants with accounts, freezes, fees, Pix keys, trades), an audit log, and a
 * member for the calls with every permission and no second factor (a Super admin signs in with a
 * code of each 30-second step once, and the bench signs in again and again). Vacuumed and analysed, as autovacuum leaves a live database.
 * With BENCH_REUSE=1, the data set an earlier run left (of the same sizes) is measured again
 * instead: the large profile's load takes most of an hour. Its trades stay those of the year up
 * to its seeding, and it keeps what earlier runs wrote (exports, sessions, the audit of their calls).
 */
export async function openDataSet(sizes: Sizes) {
  const reuse = process.env.BENCH_REUSE === '1';
  const database = await benchDatabase(BENCH_DATABASE, {
    keepIf: (comment) => reuse && JSON.stringify(seededDataSet(comment)?.sizes) === JSON.stringify(sizes),
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  const seeded = database.kept ? keptSeeding(database.comment) : await seed(database, sizes);
  if (database.kept) await database.db.execute(sql`analyze`);
  return {
    database,
    pool,
    seedSeconds: seeded.seedSeconds,
    seededAt: new Date(seeded.seededAt),
    kept: database.kept,
    async close() {
      await pool.end();
      await database.close();
    },
  };
}

function keptSeeding(comment: string | null): SeededDataSet {
  const kept = seededDataSet(comment);
  if (!kept) throw new Error(`${BENCH_DATABASE} was kept without the comment that describes it`);
  return kept;
}

async function seed(database: Awaited<ReturnType<typeof benchDatabase>>, sizes: Sizes): Promise<SeededDataSet> {
  const seededAt = new Date();
  const seeded = await seconds(async () => {
    // No replayed traffic: the lists are measured on a year of trades up to now, as before; section 6 measures the engine.
    await seedDemoData(database.db, { seed: 11, now: seededAt, sizes: { users: sizes.users, merchants: sizes.merchants, trades: sizes.trades, replayed: 0 }, log: () => undefined });
    if (sizes.bulk) {
      await loadBulkData(database.db, { ...sizes.bulk, seed: 11, now: seededAt, ispb: loadConfig().institution.ispb, log: (line) => console.log(`bench: bulk ${line}`) });
    }
  });
  await database.db.execute(sql`
    insert into audit_logs (at, actor_id, actor_name, action, target, result, code, message, ip, request_id)
    select now() - make_interval(secs => (${sizes.auditRows} - g.i) * 10), null,
      (array['operations', 'compliance', 'finance', 'support'])[1 + g.i % 4],
      (array['funds/freeze', 'user/block', 'auth/login', 'pix-keys/register', 'trade/download'])[1 + g.i % 5],
      'bank_account:' || (g.i % 5000), case when g.i % 17 = 0 then 'refused' else 'ok' end,
      case when g.i % 17 = 0 then 409 else 200 end, 'ok', '10.0.0.' || (g.i % 250), md5(g.i::text)
    from generate_series(1, ${sizes.auditRows}) as g(i)`);
  await database.db.execute(sql`insert into roles (name, description) values (${BENCH_ROLE}, 'Every permission, for the bench')`);
  await database.db.execute(sql`insert into role_permissions (role_id, permission)
    select r.id, p.permission from roles r, role_permissions p join roles s on s.id = p.role_id and s.name = 'Super admin' where r.name = ${BENCH_ROLE}`);
  await createAdmin(database.db, { username: BENCH_ADMIN.username, name: 'Bench', roleName: BENCH_ROLE, password: BENCH_ADMIN.password, now: new Date() });
  await database.db.execute(sql`vacuum analyze`);
  const described: SeededDataSet = { sizes, seededAt: seededAt.toISOString(), seedSeconds: seeded.seconds };
  // Said last, so that a load cut short is never kept.
  await database.db.execute(sql.raw(`comment on database ${BENCH_DATABASE} is '${JSON.stringify(described).replaceAll("'", "''")}'`));
  return described;
}

export type DataSet = Awaited<ReturnType<typeof openDataSet>>;
