// Migration 0013 starts the double-entry ledger on a database that already holds money: every
// balance is carried over by an opening transfer, and the ledger's promises hold from there on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from './migrate.js';
import { databaseBefore } from '../test-support/migrations-before.js';
import { rowsOf } from '../test-support/database.js';
import { ledgerDrift, NO_DRIFT } from '../test-support/banking.js';
import type { DatabaseHandle } from './client.js';

const LEDGER_MIGRATION = '0013_double_entry_ledger';
let database: DatabaseHandle;

beforeAll(async () => {
  database = await databaseBefore(LEDGER_MIGRATION);
  const now = sql`'2026-11-01T12:00:00Z'::timestamptz`;
  await database.db.execute(sql`insert into wallet_users (kind, name, email, phone, doc_type, doc_number, status, kyc_status, created_at, updated_at)
    values ('merchant', 'Padaria Aurora', 'aurora@exemplo.com.br', '+5511912345678', 'CPF', '52998224725', 'active', 'approved', ${now}, ${now})`);
  // Three accounts as the old code left them: money in, some frozen, one empty; statements that explain them.
  for (const [n, available, frozen] of [[1, 150_000, 25_000], [2, 9_900, 0], [3, 0, 0]] as const) {
    await database.db.execute(sql`insert into bank_accounts (owner_id, ispb, branch, account_number, account_type, status, available, frozen, created_at, updated_at)
      select id, '00000000', '0001', ${String(n)}, 'CACC', 'active', ${available}, ${frozen}, ${now}, ${now} from wallet_users`);
    if (available + frozen > 0) {
      await database.db.execute(sql`insert into funds_logs (account_id, kind, available_delta, frozen_delta, available_after, frozen_after, reason, operator, created_at)
        select id, 'deposit', ${available + frozen}, 0, ${available + frozen}, 0, 'Incoming Pix', 'system', ${now} from bank_accounts where account_number = ${String(n)}`);
    }
    if (frozen > 0) {
      await database.db.execute(sql`insert into funds_freezes (account_id, amount, remaining, status, reason, created_by, created_at)
        select id, ${frozen}, ${frozen}, 'active', 'Court order', 'compliance', ${now} from bank_accounts where account_number = ${String(n)}`);
      await database.db.execute(sql`insert into funds_logs (account_id, kind, available_delta, frozen_delta, available_after, frozen_after, reason, operator, created_at)
        select id, 'freeze', ${-frozen}, ${frozen}, ${available}, ${frozen}, 'Court order', 'compliance', ${now} from bank_accounts where account_number = ${String(n)}`);
    }
  }
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
});

describe('the double-entry ledger migration', () => {
  it('carries every balance over by a balanced opening transfer, and keeps every promise of the ledger', async () => {
    expect(await ledgerDrift(database.db)).toEqual(NO_DRIFT);
    const transfers = await rowsOf<{ transfer_key: string; entries: string }>(database.db, sql`
      select t.transfer_key, count(e.id) as entries from ledger_transfers t join ledger_entries e on e.transfer_id = t.id group by t.transfer_key order by t.transfer_key`);
    expect(transfers.map((t) => [t.transfer_key.replace(/\d+$/, 'N'), Number(t.entries)])).toEqual([['opening:N', 3], ['opening:N', 2]]);
    const [opening] = await rowsOf<{ balance: string }>(database.db, sql`select balance from ledger_accounts where kind = 'opening_balances'`);
    expect(Number(opening!.balance)).toBe(-(150_000 + 25_000 + 9_900));
  });

  it('opens both ledger accounts of every payment account, the empty one too, and one of each of the institution\'s', async () => {
    const [counts] = await rowsOf<{ customer: string; system: string }>(database.db, sql`select
      count(*) filter (where bank_account_id is not null) as customer, count(*) filter (where bank_account_id is null) as system from ledger_accounts`);
    expect({ customer: Number(counts!.customer), system: Number(counts!.system) }).toEqual({ customer: 6, system: 5 });
  });

  it('refuses, in the database itself, a transfer whose entries do not sum to zero', async () => {
    const unbalanced = database.db.execute(sql`with t as (
      insert into ledger_transfers (transfer_key, kind, reason, operator, created_at) values ('test:unbalanced', 'deposit', '"test"', 'test', now()) returning id)
      insert into ledger_entries (transfer_id, ledger_account_id, amount, balance_after, created_at)
      select t.id, l.id, 100, l.balance + 100, now() from t, ledger_accounts l where l.kind = 'settlement'`);
    await expect(unbalanced).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/does not balance/) }) });
    expect(await rowsOf(database.db, sql`select id from ledger_transfers where transfer_key = 'test:unbalanced'`)).toEqual([]);
  });
});
