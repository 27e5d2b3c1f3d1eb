import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking, note, pix } from '@wallet/contracts';
import { openAccount } from '../../test-support/banking.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { insertTrade, newEndToEndId, type TradeRecord } from '../pix-engine/index.js';

const HOUR = 3_600_000;
const OUR_ISPB = '12345678';
const outside = { name: 'Maria Oliveira', document: '39053344705', ispb: '60701190', branch: '0001', account: '998877' };

let t: TestApp;
let ops: string;
let support: string;
let person: banking.BankAccount;

const usage = async (ownerId = person.owner_id) => t.call(pix.limits.usage, { owner_id: ownerId }, { token: support });

/** A trade of the person's account written as the engine writes it, at `at`. */
const trade = (at: Date, amount: number, type: TradeRecord['type'] = 'payout', outcome: TradeRecord['outcome'] = { status: 'success' }) => {
  const us = { name: person.owner_name, document: person.owner_document, ispb: OUR_ISPB, branch: person.branch, account: person.account_number };
  return insertTrade(t.db, {
    type, ownerId: person.owner_id, accountId: person.id, amount, fee: 0,
    payer: type === 'payout' ? us : outside, payee: type === 'payout' ? outside : us,
    endToEndId: newEndToEndId(OUR_ISPB, at), description: 'Test', at, outcome,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  await t.addStaff('helpdesk', 'Support');
  [ops, support] = await Promise.all([t.signIn('ops'), t.signIn('helpdesk')]);
  person = await openAccount(t, ops);
});
afterAll(() => t.close());

describe('limits/usage', () => {
  it('answers the period now running, the default limit in force and the payouts of the period not refused', async () => {
    // 12:00 UTC is 09:00 in Brasília: the daytime period began at 06:00, 09:00 UTC.
    const since = new Date('2026-01-15T09:00:00Z');
    expect(t.clock.now().toISOString()).toBe('2026-01-15T12:00:00.000Z');
    await trade(new Date(since.getTime() - 1), 5_000); // last night's
    await trade(since, 1_000);
    await trade(new Date(since.getTime() + HOUR), 2_000, 'payout', null); // still processing: it counts
    await trade(new Date(since.getTime() + 2 * HOUR), 4_000, 'payout', { status: 'failed', reason: note('spi.insufficient', { code: 'AM04', available: 0, total: 4_000 }) });
    await trade(new Date(since.getTime() + 2 * HOUR), 8_000, 'payin');

    const answer = await usage();
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data).toEqual({
      limits_type: 'PIX', period_type: 'DAYTIME', since: since.toISOString(),
      limit: pix.limits.DEFAULT_LIMITS.CPF.PIX.DAYTIME, used: 3_000,
    });
  });

  it('follows the owner\'s own limit once lowered, not an increase still pending', async () => {
    const change = (amount: number) => t.call(pix.limits.change, { owner_id: person.owner_id, limits_type: 'PIX', period_type: 'DAYTIME', amount, reason: 'Customer request' }, { token: ops });
    expect((await change(500_000)).code).toBe(200);
    expect((await usage()).data).toMatchObject({ limit: 500_000, used: 3_000 });
    expect((await change(900_000)).data).toMatchObject({ amount: 500_000, pending_amount: 900_000 });
    expect((await usage()).data).toMatchObject({ limit: 500_000 });
  });

  it('starts again with the nighttime period at 20:00 in Brasília', async () => {
    t.clock.advance(11 * HOUR); // 23:00 UTC, 20:00 in Brasília
    support = await t.signIn('helpdesk');
    expect((await usage()).data).toEqual({
      limits_type: 'PIX', period_type: 'NIGHTTIME', since: '2026-01-15T23:00:00.000Z',
      limit: pix.limits.DEFAULT_LIMITS.CPF.PIX.NIGHTTIME, used: 0,
    });
  });

  it('answers 404 for an owner that does not exist', async () => {
    expect(await usage(999_999)).toMatchObject({ code: 404, data: null });
  });
});
