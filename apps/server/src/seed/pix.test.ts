import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pix } from '@wallet/contracts';
import { count, sql } from 'drizzle-orm';
import { pixKeyLogs, pixKeys, pixLimits } from '../db/schema/index.js';
import { rowsOf } from '../test-support/database.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { seedDemoData } from './registry.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { seed: 3, now: t.clock.now(), sizes: { users: 120, merchants: 30, trades: 0 }, log: () => undefined });
});
afterAll(() => t.close());

describe('Pix demo data', () => {
  it('has keys of every type and status, each with its register log', async () => {
    const keys = await t.db.select().from(pixKeys);
    expect(new Set(keys.map((k) => k.key_type))).toEqual(new Set(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP']));
    expect(new Set(keys.map((k) => k.status))).toEqual(new Set(['active', 'pending_claim', 'pending_portability', 'deleted']));
    const [registers] = await t.db.select({ n: count() }).from(pixKeyLogs).where(sql`${pixKeyLogs.action} = 'register'`);
    expect(registers!.n).toBe(keys.length);
  });

  it('keeps the DICT rules: at most 5 live keys on a natural person account, every key on one account', async () => {
    const over = await rowsOf(t.db, sql`select account_id from pix_keys k join wallet_users u on u.id = k.owner_id
      where k.status <> 'deleted' group by account_id, u.doc_type having count(*) > case when u.doc_type = 'CPF' then 5 else 20 end`);
    expect(over).toEqual([]);
  });

  it('dates no key in the future', async () => {
    const keys = await t.db.select().from(pixKeys);
    expect(keys.every((k) => k.created_at <= t.clock.now() && k.updated_at <= t.clock.now())).toBe(true);
  });

  it('has limits, some with an increase pending, each asked as the product asks one: its last change, a day before it takes effect', async () => {
    const limits = await t.db.select().from(pixLimits);
    const pending = limits.filter((l) => l.pending_amount !== null);
    expect(pending.length).toBeGreaterThan(0);
    expect(limits.some((l) => l.pending_amount === null)).toBe(true);
    const delay = pix.limits.LIMIT_INCREASE_DELAY_HOURS * 3_600_000;
    const offRule = pending.filter((l) => l.pending_effective_at! <= t.clock.now() || l.pending_effective_at!.getTime() - l.updated_at.getTime() !== delay);
    expect(offRule).toEqual([]);
  });
});
