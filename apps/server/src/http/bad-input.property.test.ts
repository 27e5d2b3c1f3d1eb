import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, gt, max } from 'drizzle-orm';
import { actionOf, auth, cockpit, endpoints, users, type Endpoint, type Envelope } from '@wallet/contracts';
import { auditLogs } from '../db/schema/index.js';
import { fieldWithNulCharacter } from './nul-characters.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { fingerprint } from '../test-support/database.js';
import { formOf, postForm } from '../test-support/multipart.js';
import { CONCURRENT_DUPLICATES, duplicateCases, expectedTally, race, type Caller } from '../test-support/duplicates.js';

// Per endpoint, so that some 130 endpoints get 6 500 hostile bodies per run of the suite; a longer hunt
// is FUZZ_RUNS=1000 npx vitest run bad-input (CI's time goes to breadth, not depth).
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

// Bodies built to hurt: wrong types, huge and hostile strings, deep nesting, prototype keys.
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom("' OR 1=1 --", '"; DROP TABLE admins; --', '<script>alert(1)</script>', '\u0000', '\uD800', '%00', '../../etc/passwd'),
  fc.nat({ max: 5 }).map((n) => 'x'.repeat(10 ** n)),
);
const hostileKey = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'username', 'password', 'page', 'totp'));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
  ),
})).value;
const hostileBody = fc.oneof(
  hostileValue,
  fc.dictionary(hostileKey, hostileValue, { maxKeys: 6 }),
  fc.record({ username: hostileValue, password: hostileValue, totp: hostileValue }, { requiredKeys: [] }),
  fc.nat({ max: 200 }).map((depth) => JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)) as unknown),
);

const parsesAsJson = (raw: string) => {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  // Connections enough for the concurrent duplicates to race on PostgreSQL (the embedded database has one).
  t = await createTestApp({ poolSize: CONCURRENT_DUPLICATES + 4 });
  await t.addStaff('root', 'Super admin');
  token = await t.signIn('root');
});
afterAll(() => t.close());

describe.each(endpoints.map((e) => [e.path, e] as [string, Endpoint]))('bad input to %s', (_path, endpoint) => {
  it(`refuses ${RUNS} random invalid bodies with code 400 and changes nothing`, async () => {
    const before = await fingerprint(t.db, { except: ['admin_sessions'] });
    const sessionsBefore = await fingerprint(t.db);
    await fc.assert(
      fc.asyncProperty(hostileBody.filter((body) => !endpoint.body.safeParse(body).success), async (body) => {
        const response = await t.post(endpoint.path, body, { token, idempotencyKey: 'fuzz-key-0001' });
        const answer = response.json() as { code: number; msg: string };
        // Either the JSON parser refused it (prototype keys: HTTP 400) or the contract did (code 400).
        expect(response.statusCode === 200 ? answer.code : response.statusCode).toBe(400);
        expect(answer.code).toBe(400);
        expect(answer.msg.length).toBeLessThan(300);
      }),
      { numRuns: RUNS },
    );
    expect(await fingerprint(t.db, { except: ['admin_sessions'] })).toEqual(before);
    // Only the session's last-seen time may move, and the clock stands still here.
    expect(await fingerprint(t.db)).toEqual(sessionsBefore);
  });

  it('answers raw junk that is not JSON with a 4xx, never a 500', async () => {
    await fc.assert(
      // Not JSON and not blank (a blank body is no body, which a body-less call such as sign-out takes).
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1 }).filter((raw) => raw.trim() !== '' && !parsesAsJson(raw)), async (raw) => {
        const response = await t.app.inject({
          method: 'POST', url: endpoint.path, payload: raw, headers: { 'content-type': 'application/json', authorization: token },
        });
        if (response.statusCode === 200) expect(response.json().code).toBeLessThan(500);
        else expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });
});

// Upload calls take multipart/form-data: hostile forms too, with fields and a file of any bytes.
const hostileForm = fc.record({
  fields: fc.dictionary(fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('id', 'kind', 'file', '__proto__', 'constructor')), hostileString, { maxKeys: 4 }),
  file: fc.option(fc.record({
    name: fc.oneof(fc.string(), fc.constantFrom('report.xml', '../../etc/passwd', 'C:\\fakepath\\r.pdf')),
    type: fc.constantFrom('text/xml', 'application/pdf', 'text/plain', 'image/png', ''),
    content: fc.uint8Array({ maxLength: 2_000 }),
  })),
  fileField: fc.constantFrom('file', 'id', 'other'),
});

describe.each(endpoints.filter((e) => e.upload).map((e) => [e.path, e] as [string, Endpoint]))('hostile forms to %s', (_path, endpoint) => {
  it(`refuses ${RUNS} random invalid forms with code 400 and changes nothing`, async () => {
    const before = await fingerprint(t.db);
    const asServed = ({ fields, file, fileField }: typeof hostileForm extends fc.Arbitrary<infer F> ? F : never) =>
      ({ ...fields, ...(file ? { [fileField]: { file_name: file.name, content_type: file.type, content: file.content } } : {}) });
    await fc.assert(
      fc.asyncProperty(hostileForm.filter((form) => !endpoint.body.safeParse(asServed(form)).success), async ({ fields, file, fileField }) => {
        const answer = await postForm(t, endpoint.path, formOf(fields, file ?? undefined, fileField), { token, idempotencyKey: 'fuzz-key-0002' });
        expect(answer.code).toBe(400);
        expect(answer.msg.length).toBeLessThan(300);
      }),
      { numRuns: RUNS },
    );
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe('hostile but well-formed sign-in attempts', () => {
  it('are refused and leave nothing but refused audit rows (and the throttle\'s count of attempts, forgotten after a minute)', async () => {
    const untouched = { except: ['audit_logs', 'rate_limit_hits'] };
    const before = await fingerprint(t.db, untouched);
    const auditBefore = (await t.db.select().from(auditLogs)).length;
    let attempts = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ username: hostileString, password: hostileString }).filter((body) => auth.login.body.safeParse(body).success && fieldWithNulCharacter(body) === undefined),
        async (body) => {
          attempts++;
          const answer = (await t.post(auth.login.path, body, { ip: `10.9.${attempts % 250}.1` })).json() as { code: number };
          expect([400, 429]).toContain(answer.code);
        },
      ),
      { numRuns: 200 },
    );
    expect(await fingerprint(t.db, untouched)).toEqual(before);
    const added = (await t.db.select().from(auditLogs)).slice(auditBefore);
    expect(added).toHaveLength(attempts);
    expect(added.every((row) => row.result === 'refused' && row.action === 'auth/login')).toBe(true);
  });
});

// Deep nesting past what the random bodies reach: 5 000 levels, at the top and in each field of
// every call, is refused for its depth before any code walks it (a walker that recursed on it once
// overflowed the stack and answered 500).
const DEEP = 5_000;
const nestedJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Bodies valid but for the deep field, for calls with a free-form field the depth alone must stop (an export's filters). */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  [cockpit.exportList.path]: { list: users.list.path, format: 'csv', filters: {}, time_zone: 'America/Sao_Paulo' },
};

/** The JSON of `body` with `field` holding `json` (written as text: the test's own JSON.stringify would recurse on it). */
function withField(body: Record<string, unknown>, field: string, json: string): string {
  const { [field]: _replaced, ...others } = body;
  return `${JSON.stringify({ ...others, [field]: null }).slice(0, -'null}'.length)}${json}}`;
}

/** The top-level fields of a call's body (none for a body that is a union of shapes). */
const fieldsOf = (endpoint: Endpoint) => Object.keys((endpoint.body as unknown as { shape?: object }).shape ?? {});

describe.each(endpoints.map((e) => [e.path, e] as [string, Endpoint]))(`JSON nested ${DEEP} deep to %s`, (_path, endpoint) => {
  it('is refused with code 400 for its depth, at the top and in every field, and changes nothing', async () => {
    const before = await fingerprint(t.db, { except: ['admin_sessions'] });
    const deep = nestedJson(DEEP);
    const base = VALID_BODIES[endpoint.path] ?? {};
    const places = [{ place: 'the top', payload: deep }, ...fieldsOf(endpoint).map((field) => ({ place: field, payload: withField(base, field, deep) }))];
    const answers = [];
    for (const { place, payload } of places) {
      const response = await t.app.inject({
        method: 'POST', url: endpoint.path, payload,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': 'fuzz-key-0003' },
      });
      const answer = response.json() as Envelope;
      answers.push({ place, status: response.statusCode, code: answer.code, said: answer.words });
    }
    const refused = { status: 200, code: 400, said: { key: 'input.too_deep', params: { max: 64 } } };
    expect(answers).toEqual(places.map(({ place }) => ({ place, ...refused })));
    expect(await fingerprint(t.db, { except: ['admin_sessions'] })).toEqual(before);
  });
});

// Concurrent calls creating the same unique value: on PostgreSQL (DATABASE_URL) they race for real,
// each checking the value is free before any commits; the unique index turns away all but the
// first, and each of those is a 409 naming the field, its transaction rolled back, audited as
// refused. On the embedded database the calls take turns, and the calls' own checks refuse them.
describe.each(duplicateCases(20_261_201).map((c) => [c.name, c] as const))(`%s, ${CONCURRENT_DUPLICATES} calls at once`, (_name, duplicate) => {
  it('is done once and refused with a 409 naming the field otherwise, never 5xx, each refusal audited as refused', async () => {
    const call: Caller = async (endpoint, body) => (await t.post(endpoint.path, body, { token })).json() as Envelope;
    const bodies = await duplicate.bodies(call);
    const [{ last } = { last: 0 }] = await t.db.select({ last: max(auditLogs.id) }).from(auditLogs);
    const tally = await race(call, duplicate, bodies);
    expect(tally).toEqual(expectedTally(duplicate, tally));

    const audited = await t.db.select({ result: auditLogs.result }).from(auditLogs)
      .where(and(eq(auditLogs.action, actionOf(duplicate.endpoint)), gt(auditLogs.id, last ?? 0)));
    const results = audited.map((row) => row.result);
    expect(results.filter((result) => result === 'ok')).toHaveLength(tally.done);
    expect(results.filter((result) => result === 'refused')).toHaveLength(tally.taken);
    expect(results).not.toContain('failed');
  });
});
