// The home dashboard's figures, read from the trades, the ledger and the queues; the status page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cockpit, pix as pixContracts } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, openAccount } from '../../test-support/banking.js';
import { pixOf } from '../../test-support/med.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { sendPayout } from '../pix-engine/index.js';

const WEEK = 7 * 86_400_000;
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let ops: string;

const figures = async (token = ops) => (await t.call(cockpit.dashboard, {}, { token })).data!;
const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));

beforeAll(async () => {
  // Noon in Brasília: the day has begun, and last week's same weekday is in the same hours.
  t = await createTestApp({ spi });
  t.clock.advance(3 * 3_600_000);
  await t.addStaff('ops', 'Operations');
  await t.addStaff('helpdesk', 'Support');
  ops = await t.signIn('ops');
});
afterAll(() => t.close());

describe('the dashboard figures', () => {
  it('count today\'s Pix against the same weekday last week up to the same time, by type, with the success rate', async () => {
    const merchant = await openAccount(t, ops, { kind: 'merchant' });
    const pix = pixOf(t, spi);
    await pix.payin(merchant, 10_000, { at: new Date(t.clock.now().getTime() - WEEK - 60_000) });
    await pix.payin(merchant, 20_000, { at: new Date(t.clock.now().getTime() - WEEK + 60_000) });
    await pix.payin(merchant, 30_000);
    await pix.payin(merchant, 50_000);
    await inTransaction((db) => sendPayout(db, spi, { accountId: merchant.id, amount: 1_000_000, payee: { name: 'Fornecedor', document: '39053344705', ispb: '60701190', branch: '0001', account: '1' }, description: 'Too much', ourIspb: '12345678', now: t.clock.now() }));
    const day = await figures();
    expect(day.pix.today).toEqual({ count: 3, value: 1_080_000 });
    expect(day.pix.last_week).toEqual({ count: 1, value: 10_000 });
    expect(day.pix.payins).toEqual({ count: 2, value: 80_000 });
    expect(day.pix.payouts).toEqual({ count: 1, value: 1_000_000 });
    expect(day.pix.failed).toBe(1);
    expect(day.pix.success_rate).toBeCloseTo(2 / 3);
    expect(day.hourly).toHaveLength(24);
    expect(day.hourly.reduce((total, h) => total + h.today, 0)).toBe(3);
    expect(day.money.fees_today).toBe(297 + 495);
  });

  it('show the money held and in flight as the ledger holds it', async () => {
    const account = await openAccount(t, ops);
    await deposit(t.db, account.id, 40_000, t.clock.now());
    const heldSpi = scriptedSpi(() => ({ outcome: 'pending' }));
    const before = await figures();
    await inTransaction((db) => sendPayout(db, heldSpi, { accountId: account.id, amount: 15_000, payee: { name: 'Loja', document: '39053344705', ispb: '60701190', branch: '0001', account: '2' }, description: 'Waiting', ourIspb: '12345678', now: t.clock.now() }));
    expect((await figures()).money.in_flight).toBe(before.money.in_flight + 15_000);
  });

  it('need the permission to see transactions', async () => {
    const support = await t.signIn('helpdesk');
    expect((await t.call(cockpit.dashboard, {}, { token: support })).code).toBe(200);
    await t.addStaffWith('nobody', []);
    expect((await t.call(cockpit.dashboard, {}, { token: await t.signIn('nobody') })).code).toBe(403);
  });
});

describe('the status page', () => {
  it('shows the database, the job queue and every outside system, simulated, with the calls it has seen', async () => {
    const account = await openAccount(t, ops);
    expect((await t.call(pixContracts.keys.register, { account_id: account.id, key_type: 'EVP' }, { token: ops })).code).toBe(200);
    const status = (await t.call(cockpit.status, {}, { token: ops })).data!;
    expect(status.database).toMatchObject({ driver: expect.stringMatching(/pglite|postgres/), up: true });
    // Every outside system but the reconciliation and the funds recovery, which the simulators in this process do not have.
    const noneHere: readonly string[] = ['DICT reconciliation', 'DICT funds recovery'];
    expect(status.adapters.map((a) => a.name).sort()).toEqual(cockpit.ADAPTER_NAMES.filter((name) => !noneHere.includes(name)).sort());
    const keys = status.adapters.find((a) => a.name === 'DICT keys')!;
    expect(keys).toMatchObject({ mode: 'simulated', errors: 0, last_error: null });
    expect(keys.calls).toBeGreaterThanOrEqual(1);
    // This test's SPI is scripted, not the simulator: the page says it is not simulated.
    expect(status.adapters.find((a) => a.name === 'SPI')).toMatchObject({ mode: 'live' });
    expect(status.version).toMatch(/^\d+\.\d+\.\d+/);
    // The DICT simulated in this process limits no requests: it has no buckets to show.
    expect(status.dict_limits).toEqual({ state: 'none', category: null, read_at: null, buckets: [], error: null });
    const support = await t.signIn('helpdesk');
    expect((await t.call(cockpit.status, {}, { token: support })).code).toBe(403);
  });
});
