// Hostile input beyond the property test (http/bad-input.property.test.ts, which sends random
// wrong types, hostile strings, nesting and prototype keys to every call): the extremes at the
// edge of the body limit, bytes that are not UTF-8, and injection text where text is allowed; and,
// against two API processes on one port, an export's filters nested 5 000 deep and concurrent
// calls that create the same unique value through both processes at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { actionOf, banking, cockpit, endpoints, staff, trades, users, type Endpoint } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { freshDatabase, fingerprint, rowsOf } from '../test-support/database.js';
import { withoutSafeDefaults } from '../test-support/safe-defaults.js';
import { CONCURRENT_DUPLICATES, duplicateCases, expectedTally, race, type Caller } from '../test-support/duplicates.js';
import { auditLogs } from '../db/schema/index.js';
import { makeCpf } from '../simulation/people.js';
import { SeededRandom } from '../simulation/random.js';
import { firstAdmin, post, postJson, scratchFolder, startApi, stopApi, type ApiProcess } from './support.js';

const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const EXTREMES: [string, string | Buffer][] = [
  ['an array of 100 000 numbers', JSON.stringify({ page: Array.from({ length: 100_000 }, (_, i) => i) })],
  ['an object of 20 000 keys', JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])))],
  ['JSON nested 100 000 deep', deep(100_000)],
  ['a string of 1 000 000 characters', JSON.stringify({ keyword: 'x'.repeat(1_000_000) })],
  ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0x6b, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d])],
  ['a prototype key', '{"__proto__":{"permissions":["roles.manage"]},"page":1}'],
  ['a constructor key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['a number past 2^1024', '{"page":1e400}'],
];

const INJECTIONS = [
  "Robert'); DROP TABLE wallet_users;--",
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '%_\\%\\_ LIKE wildcards',
  '=HYPERLINK("http://evil.example")',
  'Ünïcödé ção 🙂 \u202Eevil',
];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('root', 'Super admin');
  token = await t.signIn('root');
});
afterAll(() => t.close());

describe('extreme bodies, sent to every call', () => {
  it.each(EXTREMES)('%s: refused with a 4xx or code 400, never a 500, and nothing changes', async (_name, payload) => {
    const before = await fingerprint(t.db, { except: ['admin_sessions', 'audit_logs'] });
    for (const endpoint of endpoints as Endpoint[]) {
      const response = await t.app.inject({
        method: 'POST', url: endpoint.path, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      const code = response.statusCode === 200 ? (response.json() as { code: number }).code : response.statusCode;
      expect(code, endpoint.path).toBeGreaterThanOrEqual(400);
      expect(code, endpoint.path).toBeLessThan(500);
    }
    expect(await fingerprint(t.db, { except: ['admin_sessions', 'audit_logs'] })).toEqual(before);
  }, 120_000);
});

describe('injection text where text is allowed', () => {
  it.each(INJECTIONS)('%j is stored and searched as plain text', async (text) => {
    const random = new SeededRandom(text.length);
    const created = await t.call(users.create, { kind: 'merchant', name: `${text} Ltda`, email: `x${text.length}${Date.now()}@exemplo.com.br`, phone: '+5511912345678', doc_type: 'CPF', doc_number: makeCpf(random) }, { token });
    expect(created.code, created.msg).toBe(200);
    const [stored] = await rowsOf<{ name: string }>(t.db, sql`select name from wallet_users where id = ${created.data!.id}`);
    expect(stored!.name).toBe(`${text} Ltda`.trim());

    for (const [endpoint, body] of [
      [users.list, { kind: 'merchant', keyword: text.slice(0, 100) }],
      [banking.freezeList, { keyword: text.slice(0, 100), operator: text.slice(0, 64) }],
      [trades.list, { merchant: text.slice(0, 100) }],
      [trades.list, { search: text.slice(0, 64) }],
      [staff.auditList, { actor: text.slice(0, 64) }],
    ] as [Endpoint, object][]) {
      const answer = await t.call(endpoint, body, { token });
      expect(answer.code, `${endpoint.path}: ${answer.msg}`).toBe(200);
    }
    const found = await t.call(users.list, { kind: 'merchant', keyword: text.slice(0, 100) }, { token });
    expect(found.data!.list.map((u) => u.id)).toContain(created.data!.id);
  });
});

describe('two API processes on one port (API_PROCESSES=2)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let api: ApiProcess;
  let token: string;
  beforeAll(async () => {
    database = await freshDatabase({ poolSize: 2 });
    // Each duplicate runs at once, as it does without a policy holding it for a second person.
    await withoutSafeDefaults(database.db);
    const dataDir = scratchFolder('hostile-input');
    api = await startApi(database.url!, dataDir, { API_PROCESSES: '2' });
    token = (await firstAdmin(api.url, dataDir)).token;
  }, 120_000);
  afterAll(async () => {
    if (api) await stopApi(api);
    await database?.close();
  });

  it('refuse an export whose filters nest 5 000 deep with code 400, for its depth', async () => {
    const filters = deep(5_000);
    const json = `{"list":"${users.list.path}","format":"csv","time_zone":"America/Sao_Paulo","filters":${filters}}`;
    const answer = await postJson(api.url, cockpit.exportList.path, json, { token });
    expect(answer).toMatchObject({ code: 400, words: { key: 'input.too_deep', params: { max: 64 } } });
  });

  // Calls on connections of their own reach both processes: each checks the value is free before
  // any commits, and the unique index turns away all but the first.
  it.each(duplicateCases(20_261_202).map((c) => [c.name, c] as const))(`%s, ${CONCURRENT_DUPLICATES} calls at once: done once, every other a 409 naming the field, none 5xx`, async (_name, duplicate) => {
    const call: Caller = (endpoint, body) => post(api.url, endpoint.path, body, { token });
    const bodies = await duplicate.bodies(call);
    const tally = await race(call, duplicate, bodies);
    expect(tally).toEqual(expectedTally(duplicate, tally));
    const failed = await database.db.select({ id: auditLogs.id }).from(auditLogs)
      .where(and(eq(auditLogs.action, actionOf(duplicate.endpoint)), eq(auditLogs.result, 'failed')));
    expect(failed).toEqual([]);
  }, 60_000);
});
