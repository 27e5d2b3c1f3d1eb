import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auth, endpoints, type Endpoint } from '@wallet/contracts';
import { auditLogs } from '../db/schema/index.js';
import { fieldWithNulCharacter } from './nul-characters.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { fingerprint } from '../test-support/database.js';
import { formOf, postForm } from '../test-support/multipart.js';

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
  t = await createTestApp();
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
