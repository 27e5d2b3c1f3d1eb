import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { COUNT_CAP } from '@wallet/contracts';
import { loadConfig } from '../config.js';
import { standingMember } from '../modules/auth/index.js';
import { registerOurInstitution } from '../modules/banking/index.js';
import { createAdmin } from '../modules/staff/index.js';
import { loadBulkData } from '../seed/bulk/load.js';
import { freshDatabase } from '../test-support/database.js';
import { runHandler } from '../test-support/handler-call.js';
import { listCases, type ListCase } from '../test-support/list-cases.js';
import { loggingDatabase, type Client, type Statement } from '../test-support/query-log.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Principal } from '../core/member.js';

/** The tables that grow with the customers and their payments; small ones (roles, reports) may be read whole. */
const GROWING_TABLES = [
  'wallet_users', 'bank_accounts', 'pix_keys', 'pix_key_logs', 'pix_limits', 'kyc_checks', 'trades', 'ledger_transfers', 'ledger_entries',
  'funds_freezes', 'funds_logs', 'fee_logs', 'med_cases', 'dict_claims', 'audit_logs', 'fraud_markers', 'infraction_tasks', 'user_status_changes',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** Nodes that pass rows on as they come: a limit above them stops what they read. */
const STREAMING = new Set(['Limit', 'Subquery Scan', 'Result', 'Nested Loop', 'Memoize', 'Index Scan', 'Index Only Scan']);

/**
 * The tables a plan may read whole: a sequential scan, unless a limit stops it. A page's scan must
 * also be unfiltered (one filtered scan reads the whole table to find a rare value's fifty rows);
 * a count stops at the cap however its filter reads (the bench measures them on the large
 * profile). The inner side of a nested loop is read again for each outer row: no limit stops it.
 */
function wholeReads(node: PlanNode, rule: { large: ReadonlySet<string>; filtered: boolean }, bounded = false): string[] {
  const table = node['Relation Name'] ?? '';
  const own = node['Node Type'] === 'Seq Scan' && rule.large.has(table) && (!bounded || (node.Filter !== undefined && !rule.filtered)) ? [table] : [];
  const under = node['Node Type'] === 'Limit' || (bounded && STREAMING.has(node['Node Type']));
  return [...own, ...(node.Plans ?? []).flatMap((child, i) => wholeReads(child, rule, under && !(node['Node Type'] === 'Nested Loop' && i > 0)))];
}

/** The count of `countUpToCap`: it reads no further than the cap. */
const isCappedCount = (statement: Statement) => statement.text.startsWith('select count(*) from (');

const config = loadConfig({ LOG_LEVEL: 'silent' });
const now = new Date();
let handle: DatabaseHandle;
let member: Principal;
let logging: ReturnType<typeof loggingDatabase>;
/** The growing tables (or months of one) with more rows than a list counts: no list may read them whole. */
let large: Set<string>;

beforeAll(async () => {
  handle = await freshDatabase();
  await registerOurInstitution(handle.db, config.institution, now);
  // Enough rows that an index pays: the planner reads a small table whole, whatever its indexes.
  // Trades of 45 days: two months of theirs hold more rows than a list counts, as every month does on
  // a real institution's data (the planner weighs each month by its own size).
  await loadBulkData(handle.db, { customers: 40_000, trades: 40_000, tradeDays: 45, seed: 5, now, ispb: config.institution.ispb });
  await settle(handle);
  // A table's months (partitions) count one by one, as the planner weighs them.
  const { rows: partitions } = await loggingDatabase(handle).client.query(`select c.relname as partition, p.relname as parent
    from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent`);
  const partitioned = new Set(partitions.map((row) => row.parent as string));
  const relations = GROWING_TABLES.flatMap((table) => partitioned.has(table) ? partitions.filter((row) => row.parent === table).map((row) => row.partition as string) : [table]);
  const sizes = await Promise.all(relations.map(async (relation) => {
    const { rows } = await loggingDatabase(handle).client.query(`select count(*)::int as n from ${relation}`);
    return [relation, rows[0]!.n as number] as const;
  }));
  large = new Set(sizes.filter(([, n]) => n > COUNT_CAP).map(([relation]) => relation));
  const admin = await createAdmin(handle.db, { username: 'planner', name: 'Planner', roleName: 'Super admin', password: 'planner-password-1', now });
  member = (await standingMember(handle.db, admin!.id))!;
  logging = loggingDatabase(handle);
}, 300_000);

afterAll(() => handle.close());

/**
 * Statistics from every row, not a random sample, and every page marked all-visible: the same
 * plans at every run, whatever autovacuum had time to do (the visibility map changes what an
 * index-only scan costs, and with it the choice between near-equal plans).
 */
async function settle(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const onOneConnection = async (connection: Client) => {
    await connection.query('set default_statistics_target = 1000');
    await connection.query('vacuum analyze');
  };
  if (database.driver === 'pglite') return onOneConnection(client as PGlite);
  const connection = await (client as pg.Pool).connect();
  try {
    await onOneConnection(connection);
  } finally {
    connection.release();
  }
}

/** The statements a list call runs, as its handler issues them. */
async function statementsOf(listCase: ListCase): Promise<Statement[]> {
  await runHandler(listCase.binding, listCase.body, { member, db: logging.db, config });
  return logging.take();
}

async function readsNoLargeTableWhole(listCase: ListCase) {
  const statements = await statementsOf(listCase);
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    const { rows } = await logging.client.query(`explain (format json) ${statement.text}`, statement.params);
    const [plan] = rows[0]!['QUERY PLAN'] as { Plan: PlanNode }[];
    expect(wholeReads(plan!.Plan, { large, filtered: isCappedCount(statement) }), statement.text).toEqual([]);
  }
}

describe('every list, first page and each filter alone', () => {
  it.each(listCases(now).map((c) => [c.name, c] as const))('%s reads no large table whole', (_name, listCase) => readsNoLargeTableWhole(listCase));
});
