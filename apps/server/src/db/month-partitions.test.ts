// Trades and ledger entries partitioned by month (migrations 0032 and 0033): each row in its month,
// the keys that must hold across months in trade_keys, months created ahead or after their rows, a
// month detached without a DELETE, and lists that read only the months they ask for. On both drivers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from './migrate.js';
import { detachMonth, ensureMonths, listMonths } from './month-partitions.js';
import { databaseBefore } from '../test-support/migrations-before.js';
import { rowsOf } from '../test-support/database.js';
import { insertTrade, type TradeRecord } from '../modules/pix-engine/index.js';
import type { Database, DatabaseHandle } from './client.js';

const MONTHS_MIGRATION = '0032_trade_months';
let database: DatabaseHandle;
let db: Database;
let owner: { merchant: number; account: number };

const party = { name: 'Ana Souza', document: '52998224725', ispb: '60701190', branch: '0001', account: '12345' };
let sequence = 0;
/** A settled pay-in at `at`, with an end-to-end id of its own unless one is given. */
const payin = (at: string, endToEndId?: string): TradeRecord => ({
  type: 'payin', ownerId: owner.merchant, accountId: owner.account, amount: 1_000, fee: 0, payer: party, payee: party,
  endToEndId: endToEndId ?? `E60701190${at.replace(/\D/g, '').slice(0, 12)}${String(++sequence).padStart(11, '0')}`,
  description: 'Pix', at: new Date(at), outcome: { status: 'success' },
});

/** The partition each trade is stored in, by trade number. */
const partitionsOf = async () => Object.fromEntries((await rowsOf<{ trade_no: string; partition: string }>(db,
  sql`select trade_no, tableoid::regclass::text as partition from trades order by id`)).map((row) => [row.trade_no, row.partition]));

beforeAll(async () => {
  database = await databaseBefore(MONTHS_MIGRATION);
  db = database.db;
  await db.execute(sql`insert into wallet_users (kind, name, email, phone, doc_type, doc_number, status, kyc_status, created_at, updated_at)
    values ('merchant', 'Padaria Aurora', 'aurora@exemplo.com.br', '+5511912345678', 'CPF', '52998224725', 'active', 'approved', '2024-01-01', '2024-01-01')`);
  await db.execute(sql`insert into bank_accounts (owner_id, ispb, branch, account_number, account_type, status, available, frozen, created_at, updated_at)
    select id, '00000000', '0001', '1', 'CACC', 'active', 0, 0, '2024-01-01', '2024-01-01' from wallet_users`);
  const [ids] = await rowsOf<{ merchant: number; account: number }>(db, sql`select owner_id as merchant, id as account from bank_accounts`);
  owner = { merchant: Number(ids!.merchant), account: Number(ids!.account) };
  // Trades as the unpartitioned table held them, one pointed at by a MED case.
  for (const at of ['2024-01-15T12:00:00Z', '2026-10-31T12:00:00Z', '2026-11-20T12:00:00Z']) await insertTrade(db, payin(at));
  await db.execute(sql`insert into med_cases (trade_id, end_to_end_id, side, origin, status, amount, customer_id, account_id, counterparty_ispb, opened_by, opened_at)
    select id, end_to_end_id, 'receiver', 'infraction_report', 'open', amount, merchant_id, account_id, payer_ispb, 'dict', created_at from trades order by id limit 1`);
  // A transfer of the first trade's month, its entries as they were: without a time of their own.
  await db.execute(sql`insert into ledger_transfers (transfer_key, kind, trade_id, reason, operator, created_at)
    select 'test:' || id, 'payin', id, 'Pix', 'spi', created_at from trades order by id limit 1`);
  await db.execute(sql`insert into ledger_entries (transfer_id, ledger_account_id, amount, balance_after)
    select t.id, a.id, case a.kind when 'settlement' then -1000 else 1000 end, 0 from ledger_transfers t, ledger_accounts a where a.kind in ('settlement', 'fee_revenue')`);
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
});

describe('trades by month', () => {
  it('moves the trades already written into their months, keys and references kept', async () => {
    expect(Object.values(await partitionsOf())).toEqual(['trades_2024_01', 'trades_2026_10', 'trades_2026_11']);
    const keys = await rowsOf<{ n: string }>(db, sql`select count(*) as n from trade_keys k join trades t on t.id = k.trade_id and t.end_to_end_id = k.end_to_end_id and t.trade_no = k.trade_no`);
    expect(Number(keys[0]!.n)).toBe(3);
    const [medCase] = await rowsOf<{ month: string }>(db, sql`select t.tableoid::regclass::text as month from med_cases m join trades t on t.id = m.trade_id`);
    expect(medCase?.month).toBe('trades_2024_01');
  });

  it('gives each ledger entry its transfer\'s time, and keeps it in that month', async () => {
    const entries = await rowsOf<{ partition: string; same: boolean }>(db, sql`select e.tableoid::regclass::text as partition, e.created_at = t.created_at as same
      from ledger_entries e join ledger_transfers t on t.id = e.transfer_id`);
    expect(entries).toEqual([{ partition: 'ledger_entries_2024_01', same: true }, { partition: 'ledger_entries_2024_01', same: true }]);
  });

  it('cuts months at midnight in São Paulo, and numbers new trades after the old ones', async () => {
    // 02:59 UTC on 1 December is still 30 November in São Paulo.
    const late = await insertTrade(db, payin('2026-12-01T02:59:00Z'));
    const early = await insertTrade(db, payin('2026-12-01T03:00:00Z'));
    expect(late!.id).toBeGreaterThan(3);
    const partitions = await partitionsOf();
    expect(partitions[late!.trade_no]).toBe('trades_2026_11');
    // The migration made the months through two ahead of today's.
    expect(partitions[early!.trade_no]).toBe('trades_2026_12');
  });

  it('keeps an end-to-end id unique across months: a second delivery is a no-op, and the transaction goes on', async () => {
    const first = await insertTrade(db, payin('2026-11-02T10:00:00Z', 'E60701190202611021000DUPLICATE01'));
    expect(first).not.toBeNull();
    await db.transaction(async (tx) => {
      expect(await insertTrade(tx as unknown as Database, payin('2024-01-20T10:00:00Z', 'E60701190202611021000DUPLICATE01'))).toBeNull();
      // The refused insert left the transaction usable.
      expect(await insertTrade(tx as unknown as Database, payin('2024-01-20T10:00:00Z'))).not.toBeNull();
    });
    const rows = await rowsOf(db, sql`select id from trades where end_to_end_id = 'E60701190202611021000DUPLICATE01'`);
    expect(rows).toHaveLength(1);
    await expect(db.execute(sql`update trades set created_at = '2024-01-21' where id = ${first!.id}`)).rejects.toThrow();
  });

  it('keeps a trade of a month without its partition in the default one, and moves it in when the month is made', async () => {
    const stray = await insertTrade(db, payin('2023-05-10T12:00:00Z'));
    expect((await partitionsOf())[stray!.trade_no]).toBe('trades_default');
    // Two months in each monthly table: trades and ledger entries.
    expect(await ensureMonths(db, new Date('2023-05-10T12:00:00Z'), new Date('2023-06-10T12:00:00Z'))).toBe(4);
    expect((await partitionsOf())[stray!.trade_no]).toBe('trades_2023_05');
    expect(await ensureMonths(db, new Date('2023-05-10T12:00:00Z'), new Date('2023-06-10T12:00:00Z'))).toBe(0);
  });

  it('reads only the months a list asks for', async () => {
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(db, sql`explain select id from trades
      where created_at >= '2026-11-01T03:00:00Z' and created_at < '2026-11-08T03:00:00Z' order by created_at desc, id desc limit 20`);
    const read = [...new Set(plan.map((line) => line['QUERY PLAN']).join('\n').match(/trades_[0-9a-z_]+/g)?.filter((name) => /^trades_(\d{4}_\d{2}|default)$/.test(name)) ?? [])];
    expect(read).toEqual(['trades_2026_11']);
  });

  it('reads a range of months one month at a time, newest first, as an export does', async () => {
    // These months hold a row or two, which the planner would rather sort than read by index: it is
    // told to prefer the index, as months of real size make it.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return (await rowsOf<{ 'QUERY PLAN': string }>(tx as unknown as Database, sql`explain select id from trades
        where created_at >= '2026-10-01T03:00:00Z' and created_at < '2026-12-01T03:00:00Z' order by created_at desc, id desc`)).map((line) => line['QUERY PLAN']).join('\n');
    });
    // An Append in month order, not a merge of every month nor a sort of all their rows.
    expect(plan).toMatch(/^Append/);
    expect(plan).not.toMatch(/Merge Append|Sort|trades_default/);
    expect(plan.indexOf('trades_2026_11')).toBeLessThan(plan.indexOf('trades_2026_10'));
  });

  it('detaches an old month without a DELETE: its trades leave the lists, their end-to-end ids stay taken', async () => {
    const now = new Date();
    const [old] = await rowsOf<{ end_to_end_id: string }>(db, sql`select end_to_end_id from trades_2023_05`);
    expect(await detachMonth(db, 'trades', '2023-05', now)).toBe('archived_trades_2023_05');
    expect(await rowsOf(db, sql`select id from trades where end_to_end_id = ${old!.end_to_end_id}`)).toEqual([]);
    expect(await rowsOf(db, sql`select end_to_end_id from archived_trades_2023_05`)).toHaveLength(1);
    expect(await insertTrade(db, payin('2026-11-03T10:00:00Z', old!.end_to_end_id))).toBeNull();
    await expect(detachMonth(db, 'trades', '2023-05', now)).rejects.toThrow(/no partition/);
    const months = await listMonths(db);
    expect(months).toContainEqual(expect.objectContaining({ table: 'trades', name: 'archived_trades_2023_05', archived: true }));
    expect(months).toContainEqual(expect.objectContaining({ table: 'ledger_entries', name: 'ledger_entries_2023_05', archived: false }));
    expect(months.some((month) => /default/.test(month.name))).toBe(false);
  });

  it('keeps a month attached while its Pix may still be returned: 90 days after it ends in São Paulo', async () => {
    // June 2023 ends at 03:00 UTC on 1 July; 90 days later is 29 September, 03:00 UTC.
    await expect(detachMonth(db, 'trades', '2023-06', new Date('2023-09-29T02:59:00Z'))).rejects.toThrow(/from 2023-09-29.*90 days/);
    expect((await listMonths(db)).find((month) => month.name === 'trades_2023_06')?.archived).toBe(false);
    expect(await detachMonth(db, 'trades', '2023-06', new Date('2023-09-29T03:00:00Z'))).toBe('archived_trades_2023_06');
    await expect(detachMonth(db, 'trades', '2023-13', new Date())).rejects.toThrow(/not a month/);
  });
});
