// Migration 0056 turns the sentences the server wrote into notes, and keeps what members typed as they typed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from './migrate.js';
import { rowsOf } from '../test-support/database.js';
import { databaseBefore } from '../test-support/migrations-before.js';
import type { DatabaseHandle } from './client.js';

let database: DatabaseHandle;

const KEY_LOGS = [
  'Registered at the DICT',
  'Claim opened at the DICT: the key is held at another participant',
  'The claimer did not complete within 7 days: the DICT cancelled the claim',
  'The customer no longer wants this key',
];
const TRANSFERS = [
  'Pix from Maria Souza',
  'Pix to Loja Azul Ltda',
  'Rejected at the SPI: AC06 The payee account is blocked',
  'Return MD06: Paid twice by mistake',
  'Return BE08 from Joana Dias',
  'Court order 123/2026',
];
const FAILURES = [
  'AC06 The payee account is blocked',
  'AM04 Insufficient funds: 500 centavos available for 1050',
  'AM02 Over the daytime Pix limit: 90000 of 100000 centavos used in this period',
  'RR04 Refused after a second look: The payee is a known mule',
];

beforeAll(async () => {
  database = await databaseBefore('0056_stated_notes');
  const { db } = database;
  const now = sql`'2026-11-01T12:00:00Z'::timestamptz`;
  await db.execute(sql`insert into wallet_users (kind, name, email, phone, doc_type, doc_number, status, kyc_status, created_at, updated_at)
    values ('merchant', 'Loja Azul Ltda', 'loja@exemplo.com.br', '+5511912345678', 'CNPJ', '11222333000181', 'active', 'approved', ${now}, ${now})`);
  await db.execute(sql`insert into bank_accounts (owner_id, owner_kind, ispb, branch, account_number, account_type, status, available, frozen, created_at, updated_at)
    select id, kind, '00000000', '0001', '1', 'CACC', 'active', 0, 0, ${now}, ${now} from wallet_users`);
  await db.execute(sql`insert into pix_keys (key_type, key_value, status, owner_id, account_id, deleted_reason, created_at, updated_at)
    select 'EMAIL', 'loja@exemplo.com.br', 'deleted', owner_id, id, 'Moved to 60701190 by the portability 7f1c', ${now}, ${now} from bank_accounts`);
  for (const reason of KEY_LOGS) {
    await db.execute(sql`insert into pix_key_logs (key_id, key_type, action, reason, operator, created_at) select id, key_type, 'register', ${reason}, 'operations', ${now} from pix_keys`);
  }
  for (const [n, reason] of TRANSFERS.entries()) {
    await db.execute(sql`insert into ledger_transfers (transfer_key, kind, reason, operator, created_at) values (${`old:${n}`}, 'payin', ${reason}, 'system', ${now})`);
  }
  for (const [n, reason] of FAILURES.entries()) {
    await db.execute(sql`insert into trades (trade_no, trade_type, status, amount, merchant_id, account_id, payer_name, payer_document, payer_ispb, payer_branch, payer_account,
      payee_name, payee_document, payee_ispb, payee_branch, payee_account, end_to_end_id, failure_reason, created_at)
      select ${`T${n}`}, 'payout', 'failed', 1000, owner_id, id, 'Loja Azul Ltda', '11222333000181', '00000000', '0001', '1',
        'Joana Dias', '52998224725', '60701190', '0001', '9', ${`E000000002026110112000000000000${n}`}, ${reason}, ${now} from bank_accounts`);
  }
  await migrateDatabase(database);
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('migration 0056', () => {
  it("turns a key history's system sentences into notes and keeps a member's reason as their words", async () => {
    const logs = await rowsOf<{ reason: unknown }>(database.db, sql`select reason from pix_key_logs order by id`);
    expect(logs.map((row) => row.reason)).toEqual([
      { key: 'key.registered', params: {} },
      { key: 'claim.opened', params: {} },
      { key: 'claim.completion_lapsed', params: {} },
      'The customer no longer wants this key',
    ]);
    const [key] = await rowsOf<{ deleted_reason: unknown }>(database.db, sql`select deleted_reason from pix_keys`);
    expect(key!.deleted_reason).toEqual({ key: 'key.moved_away', params: { ispb: '60701190', type: 'PORTABILITY', claim: '7f1c' } });
  });

  it('turns statement lines into notes with their parameters', async () => {
    const transfers = await rowsOf<{ reason: unknown }>(database.db, sql`select reason from ledger_transfers order by id`);
    expect(transfers.map((row) => row.reason)).toEqual([
      { key: 'pix.received', params: { payer: 'Maria Souza' } },
      { key: 'pix.sent', params: { payee: 'Loja Azul Ltda' } },
      { key: 'pix.rejected', params: { code: 'AC06' } },
      { key: 'return.sent_because', params: { code: 'MD06', reason: 'Paid twice by mistake' } },
      { key: 'return.received', params: { code: 'BE08', payee: 'Joana Dias' } },
      'Court order 123/2026',
    ]);
  });

  it("turns a trade's failure into the SPI's code and the amounts it named", async () => {
    const failed = await rowsOf<{ failure_reason: unknown }>(database.db, sql`select failure_reason from trades order by trade_no`);
    expect(failed.map((row) => row.failure_reason)).toEqual([
      { key: 'spi.refused', params: { code: 'AC06' } },
      { key: 'spi.insufficient', params: { code: 'AM04', available: 500, total: 1050 } },
      { key: 'spi.over_limit', params: { code: 'AM02', used: 90_000, period: 'DAYTIME', limit: 100_000 } },
      { key: 'spi.refused_after_review', params: { code: 'RR04', reason: 'The payee is a known mule' } },
    ]);
  });
});
