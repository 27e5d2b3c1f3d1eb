import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, feeLogs, fundsFreezes, walletUsers } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { ledgerDrift, NO_DRIFT } from '../test-support/banking.js';
import { rowsOf } from '../test-support/database.js';
import { sql } from 'drizzle-orm';
import { seedDemoData } from './registry.js';

let t: TestApp;
const seed = (app: TestApp) => seedDemoData(app.db, { seed: 7, now: app.clock.now(), sizes: { users: 60, merchants: 20 }, log: () => undefined });

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
});
afterAll(() => t.close());

describe('banking demo data', () => {
  it('opens accounts for users and merchants, active and inactive, with money', async () => {
    const accounts = await t.db.select().from(bankAccounts);
    const merchants = (await t.db.select().from(walletUsers)).filter((u) => u.kind === 'merchant');
    expect(accounts.length).toBeGreaterThan(merchants.length);
    expect(merchants.every((m) => accounts.some((a) => a.owner_id === m.id))).toBe(true);
    expect(new Set(accounts.map((a) => a.status))).toEqual(new Set(['active', 'inactive']));
    expect(accounts.filter((a) => a.status === 'active' && a.available + a.frozen > 0).length).toBeGreaterThan(accounts.length / 2);
  });

  it('builds every balance from ledger rows, with active and released freezes and fees', async () => {
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
    const freezes = await t.db.select().from(fundsFreezes);
    expect(freezes.some((f) => f.status === 'active')).toBe(true);
    expect((await t.db.select().from(feeLogs)).length).toBeGreaterThan(0);
  });

  it('dates nothing in the future', async () => {
    const [latest] = await rowsOf<{ at: Date }>(t.db, sql`select greatest(
      (select max(created_at) from bank_accounts), (select max(created_at) from funds_logs),
      (select max(created_at) from funds_freezes), (select max(created_at) from fee_logs), (select max(created_at) from ledger_transfers)) as at`);
    expect(new Date(latest!.at).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('is the same for the same seed', async () => {
    const other = await createTestApp();
    await seed(other);
    const rows = (app: TestApp) => app.db.select().from(bankAccounts).orderBy(bankAccounts.id);
    expect(await rows(other)).toEqual(await rows(t));
    await other.close();
  });
});
