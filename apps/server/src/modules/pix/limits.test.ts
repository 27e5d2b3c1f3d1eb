import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCentavos, pix, users } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { applyDueLimitIncreases } from './limits.js';

const HOUR = 3_600_000;
let t: TestApp;
let ops: string;
let support: string;
let personId: number;
let merchantId: number;

const change = (body: object, token = ops) => t.call(pix.limits.change, { owner_id: personId, limits_type: 'PIX', period_type: 'NIGHTTIME', reason: 'Customer request', ...body }, { token });
const limitsOf = async (ownerId: number) => (await t.call(pix.limits.list, { owner_id: ownerId }, { token: support })).data!.list;

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  await t.addStaff('helpdesk', 'Support');
  [ops, support] = await Promise.all([t.signIn('ops'), t.signIn('helpdesk')]);
  personId = (await t.call(users.create, { kind: 'user', name: 'Ana Souza', email: 'ana@exemplo.com.br', phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725' }, { token: ops })).data!.id;
  merchantId = (await t.call(users.create, { kind: 'merchant', name: 'Mercado Central Ltda', email: 'contato@central.com.br', phone: '+551133334444', doc_type: 'CNPJ', doc_number: '11222333000181' }, { token: ops })).data!.id;
});
afterAll(() => t.close());

describe('limits/change', () => {
  it('lowers a limit at once, starting from the R$ 1 000,00 nighttime default of a natural person', async () => {
    const answer = await change({ amount: 50_000 });
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe(`Limit lowered to ${formatCentavos(50_000)}, in force now`);
    expect(answer.data).toMatchObject({ amount: 50_000, pending_amount: null, pending_effective_at: null, target: 'user', owner_name: 'Ana Souza', updated_by: 'ops' });
    const audit = await t.db.query.auditLogs.findFirst({ where: (a, { eq }) => eq(a.action, 'limits/change') });
    expect(audit!.before).toMatchObject({ amount: 100_000 });
  });

  it('schedules an increase 24 hours later, shown as pending, and puts it in force when due', async () => {
    const asked = t.clock.now();
    const answer = await change({ amount: 200_000 });
    const due = new Date(asked.getTime() + 24 * HOUR).toISOString();
    expect(answer.data).toMatchObject({ amount: 50_000, pending_amount: 200_000, pending_effective_at: due });
    expect(answer.msg).toBe(`Increase to ${formatCentavos(200_000)} scheduled: in force from ${due.slice(0, 10)} ${due.slice(11, 16)} UTC`);

    t.clock.advance(24 * HOUR - 1);
    expect(await applyDueLimitIncreases(t.db, t.clock.now())).toBe(0);
    t.clock.advance(1);
    expect(await applyDueLimitIncreases(t.db, t.clock.now())).toBe(1);
    ops = await t.signIn('ops'); // a day passed: the sessions ended
    support = await t.signIn('helpdesk');
    expect((await limitsOf(personId))[0]).toMatchObject({ amount: 200_000, pending_amount: null, pending_effective_at: null });
  });

  it('cancels a pending increase when the amount in force is asked again', async () => {
    await change({ amount: 250_000 });
    const answer = await change({ amount: 200_000 });
    expect(answer.msg).toBe(`Pending increase cancelled; the limit stays ${formatCentavos(200_000)}`);
    expect(answer.data).toMatchObject({ amount: 200_000, pending_amount: null, pending_effective_at: null });
  });

  it('drops a pending increase when the limit is lowered before it is due', async () => {
    await change({ amount: 300_000 });
    const answer = await change({ amount: 150_000 });
    expect(answer.data).toMatchObject({ amount: 150_000, pending_amount: null });
    expect(await applyDueLimitIncreases(t.db, new Date(t.clock.now().getTime() + 48 * HOUR))).toBe(0);
  });

  it('accepts zero (no Pix at night) and refuses the limit already in force', async () => {
    expect((await change({ amount: 0 })).data!.amount).toBe(0);
    expect(await change({ amount: 0 })).toMatchObject({ code: 409, msg: `The limit is already ${formatCentavos(0)}`, data: null });
  });

  it.each([
    ['a negative amount', { amount: -1 }, '"amount": cannot be negative'],
    ['a fraction of a centavo', { amount: 10.5 }, '"amount": must be a whole number of centavos'],
    ['2^53', { amount: 2 ** 53 }, '"amount": is larger than any balance can be'],
    ['an unknown period', { amount: 1, period_type: 'WEEKEND' }, '"period_type"'],
    ['a missing reason', { amount: 1, reason: undefined }, 'Field "reason" is required'],
  ])('refuses %s', async (_what, body, words) => {
    const answer = await change(body);
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(words);
  });

  it('refuses an unknown owner and a member without limits.manage', async () => {
    expect((await change({ owner_id: 9_999, amount: 1 })).code).toBe(404);
    expect((await change({ amount: 1 }, support)).code).toBe(403);
  });
});

describe('limits/list', () => {
  it('filters by type, period and target, starting merchants from their own defaults', async () => {
    await change({ owner_id: merchantId, limits_type: 'PIX_SAQUE', period_type: 'DAYTIME', amount: 40_000 });
    const list = async (filters: object) => (await t.call(pix.limits.list, filters, { token: support })).data!.list;
    expect((await list({ target: 'merchant' })).map((l) => [l.owner_name, l.limits_type, l.period_type, l.amount])).toEqual([['Mercado Central Ltda', 'PIX_SAQUE', 'DAYTIME', 40_000]]);
    expect((await list({ period_type: 'NIGHTTIME', target: 'user' })).map((l) => l.owner_id)).toEqual([personId]);
    expect(await list({ limits_type: 'PIX_TROCO' })).toEqual([]);
    expect((await list({ owner: '11.222.333/0001-81' })).map((l) => l.owner_id)).toEqual([merchantId]);
  });
});

describe('the central bank\'s maximum', () => {
  it('holds Pix Saque and Pix Troco to the central bank\'s maximum: R$ 3.000,00 by day, R$ 1.000,00 by night', async () => {
    for (const limits_type of ['PIX_SAQUE', 'PIX_TROCO']) {
      for (const [period_type, maximum] of [['DAYTIME', 300_000], ['NIGHTTIME', 100_000]] as const) {
        const over = await change({ limits_type, period_type, amount: maximum + 1 });
        expect(over.code, `${limits_type} ${period_type}`).toBe(400);
        expect(over.msg).toContain(`"amount": must not exceed ${maximum} centavos`);
        const at = await change({ limits_type, period_type, amount: maximum });
        expect(at.code, `${limits_type} ${period_type}: ${at.msg}`).toBe(200);
      }
    }
    // The Pix limit itself has no such ceiling.
    expect((await change({ limits_type: 'PIX', period_type: 'NIGHTTIME', amount: 500_000 })).code).toBe(200);
  });
});
