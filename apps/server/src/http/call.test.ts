import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@wallet/contracts';
import { eq } from 'drizzle-orm';
import { endpoint, words } from '@wallet/contracts';
import { auditLogs, jobs } from '../db/schema/index.js';
import { bind } from './binding.js';
import { notFound, refusalError } from '../core/errors.js';
import { answered } from '../core/outcome.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';

// A money-moving call and a permissioned read, bound only in this test, exercise the binding
// with real handlers writing to a real table.
const record = endpoint({
  path: '/api/v1/test/record',
  access: 'funds.freeze',
  mutation: true,
  idempotencyKeyRequired: true,
  summary: 'Test: write a job row',
  body: z.strictObject({
    label: z.string().check(z.minLength(1), z.maxLength(20)),
    outcome: z._default(z.enum(['ok', 'conflict', 'not_found', 'crash', 'unwritable_audit']), 'ok'),
  }),
  data: z.object({ job_id: z.int() }),
});
const peek = endpoint({
  path: '/api/v1/test/peek',
  access: 'audit.view',
  summary: 'Test: a permissioned read',
  body: z.strictObject({}),
  data: z.object({ jobs: z.int() }),
});

const bindings = [
  // Any sentence of the catalogue does for a test call: a report's words are borrowed.
  bind(record, async ({ db, body }) => {
    const [job] = await db.insert(jobs).values({ kind: 'test', payload: { label: body.label } }).returning({ id: jobs.id });
    if (!job) throw new Error('no row');
    if (body.outcome === 'conflict') throw refusalError(409, 'infraction.already_stored', { report: String(job.id) });
    if (body.outcome === 'not_found') throw notFound('freeze', 1042);
    if (body.outcome === 'crash') throw new Error('database exploded');
    const after = body.outcome === 'unwritable_audit' ? { amount: 10n } : { label: body.label }; // JSON cannot hold a BigInt
    return answered({ job_id: job.id }, { said: words('infraction.acknowledged', { report: String(job.id) }), audit: { target: `job:${job.id}`, after } });
  }),
  bind(peek, async ({ db }) => ({ jobs: (await db.select().from(jobs)).length })),
];

let t: TestApp;
let operator: string;
let support: string;
let key = 0;
const newKey = () => `test-key-${++key}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ extraBindings: bindings });
  await t.addStaff('maria.ops', 'Operations');
  await t.addStaff('joao.support', 'Support');
  operator = await t.signIn('maria.ops');
  support = await t.signIn('joao.support');
});
afterAll(() => t.close());

const jobLabels = async () => (await t.db.select({ payload: jobs.payload }).from(jobs)).map((j) => (j.payload as { label: string }).label);
const auditFor = (target: string) => t.db.select().from(auditLogs).where(eq(auditLogs.target, target));

describe('the envelope', () => {
  it('answers HTTP 200 with code 200, msg and data on success', async () => {
    const response = await t.post(record.path, { label: 'ok-1' }, { token: operator, idempotencyKey: newKey() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: `Report ${body.data.job_id} acknowledged`, data: { job_id: expect.any(Number) } });
  });

  it('answers 400 naming the field, and changes nothing', async () => {
    const before = await jobLabels();
    const answer = await t.call(record, { label: '' }, { token: operator, idempotencyKey: newKey() });
    expect(answer).toMatchObject({ code: 400, data: null });
    expect(answer.msg).toContain('"label"');
    expect(await jobLabels()).toEqual(before);
  });

  it('rejects unknown fields by name', async () => {
    const answer = await t.call(record, { label: 'x', amount: 5 }, { token: operator, idempotencyKey: newKey() });
    expect(answer).toMatchObject({ code: 400, msg: 'Unknown field "amount"', data: null, words: { key: 'input.unknown_field', params: { field: '"amount"' } } });
  });

  it('says which field is missing', async () => {
    const answer = await t.call(record, {}, { token: operator, idempotencyKey: newKey() });
    expect(answer.msg).toBe('Field "label" is required');
  });

  it('answers 403 naming the missing permission, audits the refusal and changes nothing', async () => {
    const before = await jobLabels();
    const answer = await t.call(record, { label: 'denied' }, { token: support, idempotencyKey: newKey() });
    expect(answer.code).toBe(403);
    expect(answer.msg).toContain('funds.freeze');
    expect(await jobLabels()).toEqual(before);
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'test/record'));
    expect(rows.filter((r) => r.actor_name === 'joao.support')).toEqual([
      expect.objectContaining({ result: 'refused', code: 403 }),
    ]);
    expect((await t.call(peek, {}, { token: support })).code).toBe(403);
    expect((await t.call(peek, {}, { token: operator })).code).toBe(200);
  });

  it('answers 404 and 409 from the handler with its message, rolling its writes back', async () => {
    const before = await jobLabels();
    expect(await t.call(record, { label: 'nf', outcome: 'not_found' }, { token: operator, idempotencyKey: newKey() }))
      .toMatchObject({ code: 404, msg: 'Freeze 1042 not found', data: null, words: { key: 'record.not_found', params: { record: 'freeze', id: '1042' } } });
    const answer = await t.call(record, { label: 'cf', outcome: 'conflict' }, { token: operator, idempotencyKey: newKey() });
    expect(answer.code).toBe(409);
    expect(answer.msg).toMatch(/^Report \d+ is already stored; sync to see it$/);
    expect(await jobLabels()).toEqual(before);
  });

  it('answers 410 without a session, with an unknown token, and before looking at the body', async () => {
    expect(await t.call(record, { label: 'x' }, { idempotencyKey: newKey() })).toMatchObject({ code: 410, msg: 'Sign in to continue', data: null });
    expect((await t.call(record, { nonsense: true }, { token: 'forged-token', idempotencyKey: newKey() })).code).toBe(410);
  });

  it('answers 500 with a request id, never the error itself, and rolls back', async () => {
    const before = await jobLabels();
    const response = await t.post(record.path, { label: 'boom', outcome: 'crash' }, { token: operator, idempotencyKey: newKey() });
    const answer = response.json();
    expect(answer.code).toBe(500);
    expect(answer.msg).toContain(response.headers['x-request-id'] ?? response.json().msg.match(/reference (\S+)/)[1]);
    expect(answer.msg).not.toContain('exploded');
    expect(await jobLabels()).toEqual(before);
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.code, 500));
    expect(row).toMatchObject({ action: 'test/record', result: 'failed', actor_name: 'maria.ops' });
  });
});

describe('audit rows', () => {
  it('are written with the mutation: actor, action, target, after, ip and request id', async () => {
    const answer = await t.call(record, { label: 'audited' }, { token: operator, idempotencyKey: newKey(), ip: '10.1.2.3' });
    const [row] = await auditFor(`job:${answer.data?.job_id}`);
    expect(row).toMatchObject({
      actor_name: 'maria.ops', action: 'test/record', result: 'ok', code: 200, after: { label: 'audited' }, ip: '10.1.2.3',
    });
    expect(row?.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('roll back together with the mutation when the audit row cannot be written', async () => {
    const before = await jobLabels();
    const answer = await t.call(record, { label: 'no-audit', outcome: 'unwritable_audit' }, { token: operator, idempotencyKey: newKey() });
    expect(answer.code).toBe(500);
    expect(await jobLabels()).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  it('is required by money-moving calls', async () => {
    const answer = await t.call(record, { label: 'nokey' }, { token: operator });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('Idempotency-Key');
  });

  it('must look like a key', async () => {
    expect((await t.call(record, { label: 'k' }, { token: operator, idempotencyKey: 'short' })).code).toBe(400);
  });

  it('replays the first answer and moves nothing the second time', async () => {
    const idempotencyKey = newKey();
    const first = await t.call(record, { label: 'once' }, { token: operator, idempotencyKey });
    const second = await t.call(record, { label: 'once' }, { token: operator, idempotencyKey });
    expect(first.code).toBe(200);
    expect(second).toEqual(first);
    expect((await jobLabels()).filter((l) => l === 'once')).toHaveLength(1);
    expect(await auditFor(`job:${first.data?.job_id}`)).toHaveLength(1);
  });

  it('replays once under concurrent retries', async () => {
    const idempotencyKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call(record, { label: 'race' }, { token: operator, idempotencyKey })),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.code).toBe(200);
    expect((await jobLabels()).filter((l) => l === 'race')).toHaveLength(1);
  });

  it('refuses the same key for a different request', async () => {
    const idempotencyKey = newKey();
    await t.call(record, { label: 'first' }, { token: operator, idempotencyKey });
    const answer = await t.call(record, { label: 'second' }, { token: operator, idempotencyKey });
    expect(answer.code).toBe(409);
    expect(await jobLabels()).not.toContain('second');
  });

  it('is not spent by a failed call, so a retry can succeed', async () => {
    const idempotencyKey = newKey();
    expect((await t.call(record, { label: 'retry', outcome: 'conflict' }, { token: operator, idempotencyKey })).code).toBe(409);
    expect((await t.call(record, { label: 'retry', outcome: 'crash' }, { token: operator, idempotencyKey })).code).toBe(500);
    expect((await t.call(record, { label: 'retry', outcome: 'ok' }, { token: operator, idempotencyKey })).code).toBe(200);
    expect((await jobLabels()).filter((l) => l === 'retry')).toHaveLength(1);
  });

  it('belongs to one member: another member with the same key runs their own call', async () => {
    await t.addStaff('ana.ops', 'Operations');
    const other = await t.signIn('ana.ops');
    const idempotencyKey = newKey();
    const mine = await t.call(record, { label: 'shared' }, { token: operator, idempotencyKey });
    const theirs = await t.call(record, { label: 'shared' }, { token: other, idempotencyKey });
    expect(theirs.data?.job_id).not.toBe(mine.data?.job_id);
  });
});

describe('text the database cannot hold', () => {
  it('is refused naming the field, before any handler runs', async () => {
    const answer = await t.call(record, { label: 'nul\u0000byte' }, { token: operator, idempotencyKey: newKey() });
    expect(answer).toMatchObject({ code: 400, msg: 'Field "label" cannot contain the NUL character', data: null, words: { key: 'input.nul_character', params: { field: 'label' } } });
  });
});
