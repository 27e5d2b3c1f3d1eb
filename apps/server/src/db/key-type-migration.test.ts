// Migration 0030 copies each key's type onto its logs, which the key log list filters by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from './migrate.js';
import { rowsOf } from '../test-support/database.js';
import { databaseBefore } from '../test-support/migrations-before.js';
import type { DatabaseHandle } from './client.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await databaseBefore('0030_key_type_on_logs');
  const now = sql`'2026-11-01T12:00:00Z'::timestamptz`;
  await database.db.execute(sql`insert into wallet_users (kind, name, email, phone, doc_type, doc_number, status, kyc_status, created_at, updated_at)
    values ('user', 'Ana Lima', 'ana@exemplo.com.br', '+5511912345678', 'CPF', '52998224725', 'active', 'approved', ${now}, ${now})`);
  await database.db.execute(sql`insert into bank_accounts (owner_id, ispb, branch, account_number, account_type, status, available, frozen, created_at, updated_at)
    select id, '00000000', '0001', '1', 'CACC', 'active', 0, 0, ${now}, ${now} from wallet_users`);
  for (const [type, value] of [['CPF', '52998224725'], ['EMAIL', 'ana@exemplo.com.br']] as const) {
    await database.db.execute(sql`insert into pix_keys (key_type, key_value, status, owner_id, account_id, created_at, updated_at)
      select ${type}, ${value}, 'active', owner_id, id, ${now}, ${now} from bank_accounts`);
    await database.db.execute(sql`insert into pix_key_logs (key_id, action, reason, operator, created_at)
      select id, 'register', 'Registered at the DICT', 'operations', ${now} from pix_keys where key_value = ${value}`);
  }
  await migrateDatabase(database);
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('migration 0030', () => {
  it("gives every existing log its key's type, and a log without one is refused from then on", async () => {
    const logs = await rowsOf<{ key_value: string; key_type: string }>(database.db, sql`
      select k.key_value, l.key_type from pix_key_logs l join pix_keys k on k.id = l.key_id order by l.id`);
    expect(logs).toEqual([{ key_value: '52998224725', key_type: 'CPF' }, { key_value: 'ana@exemplo.com.br', key_type: 'EMAIL' }]);
    await expect(database.db.execute(sql`insert into pix_key_logs (key_id, action, reason, operator, created_at)
      select id, 'delete', to_jsonb('Asked by the customer'::text), 'operations', now() from pix_keys limit 1`)).rejects.toThrow();
  });
});
