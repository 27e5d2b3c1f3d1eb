// Sign-in secrets across two API processes on one PostgreSQL server, probed from outside as the
// findings were: one two-factor code signed in more than once (the code that confirmed the
// enrolment too, and reauth took a code twice), and a locked account answered 429 with its unlock
// time, at once, where an unknown username answered 400 "Wrong username or password".
import http from 'node:http';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, staff, type Envelope } from '@wallet/contracts';
import { freshDatabase } from '../test-support/database.js';
import { generatePassword } from '../modules/auth/index.js';
import { createAdmin } from '../modules/staff/index.js';
import { enrolSecondFactor, firstAdmin, post, scratchFolder, signInAs, startApi, stopApi, type ApiProcess } from './support.js';

/** Simultaneous calls with one code, each on a connection of its own: the primary hands them to the two processes in turn. */
const RACERS = 10;
const STEP_SECONDS = 30;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let api: ApiProcess;
let root: string;

beforeAll(async () => {
  database = await freshDatabase({ poolSize: 2 });
  const dataDir = scratchFolder('sign-in-secrets');
  api = await startApi(database.url!, dataDir, { API_PROCESSES: '2', DATABASE_POOL_SIZE: '5', SEED_DEMO: 'false' });
  root = (await firstAdmin(api.url, dataDir)).token;
}, 120_000);
afterAll(async () => {
  if (api) await stopApi(api);
  await database?.close();
});

/** A call on a connection of its own, as another browser makes it: its HTTP status and envelope, and how long it took. */
function postAlone(callPath: string, body: unknown, token?: string): Promise<{ status: number; envelope: Envelope; ms: number }> {
  const { hostname, port } = new URL(api.url);
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: callPath, method: 'POST', agent: false, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, envelope: JSON.parse(text) as Envelope, ms: performance.now() - started }));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** The code of the step after the current one: later than any spent so far, and within the one step of drift accepted. */
const nextStepCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + STEP_SECONDS });

/**
 * A new Compliance member with a temporary password, created as the command line creates one (a
 * new member asked in the console waits for a second Super admin): their username and password.
 */
async function newMember(username: string) {
  const password = generatePassword();
  await createAdmin(database.db, { username, name: username, email: `${username}@wallet.example`, roleName: 'Compliance', password, mustChangePassword: true, now: new Date() });
  return { username, password };
}

/** A new member with two-factor on, enrolled through the API as the console does it: their password, secret and session. */
async function enrolledMember(username: string) {
  const { password } = await newMember(username);
  const token = await signInAs(api.url, username, password);
  const secret = await enrolSecondFactor(api.url, token);
  return { username, password, secret, token };
}

/** The median of some durations, in milliseconds. */
const median = (durations: number[]) => [...durations].sort((a, b) => a - b)[Math.floor(durations.length / 2)]!;

describe('a two-factor code, across two API processes', () => {
  it(`signs in once of ${RACERS} simultaneous sign-ins`, async () => {
    const member = await enrolledMember('code.racer');
    const totp = await nextStepCode(member.secret);
    const answers = await Promise.all(Array.from({ length: RACERS }, () =>
      postAlone(auth.login.path, { username: member.username, password: member.password, totp })));
    expect(answers.filter((a) => a.envelope.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.envelope.msg === 'Wrong two-factor code')).toHaveLength(RACERS - 1);
  });

  it(`re-authenticates once of ${RACERS} simultaneous re-authentications`, async () => {
    const member = await enrolledMember('reauth.racer');
    const totp = await nextStepCode(member.secret);
    const answers = await Promise.all(Array.from({ length: RACERS }, () => postAlone(auth.reauthenticate.path, { totp }, member.token)));
    expect(answers.filter((a) => a.envelope.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.envelope.msg === 'Wrong two-factor code')).toHaveLength(RACERS - 1);
  });
});

describe('a locked account at sign-in, over HTTP', () => {
  it('answers as an unknown username does, the attempt that locks it and the right password after it, in the same time', async () => {
    const member = await newMember('locked.member');
    const unknown = () => postAlone(auth.login.path, { username: 'no.such.member', password: member.password });
    const locked = () => postAlone(auth.login.path, { username: member.username, password: member.password });
    const { status, envelope } = await unknown();
    expect(envelope).toMatchObject({ code: 400, msg: 'Wrong username or password', data: null });
    for (let failure = 1; failure <= 10; failure++) {
      const wrong = await postAlone(auth.login.path, { username: member.username, password: `wrong guess ${failure}` });
      expect({ status: wrong.status, envelope: wrong.envelope }).toEqual({ status, envelope });
    }
    const right = await locked();
    expect({ status: right.status, envelope: right.envelope }).toEqual({ status, envelope });
    const listed = (await post(api.url, staff.staffList.path, { keyword: member.username }, { token: root })).data as { list: { locked_until: string | null }[] };
    expect(listed.list[0]!.locked_until).not.toBeNull();

    // Each process has made its decoy by now. The processes take connections in turn: in the order
    // unknown, locked, locked, unknown, each kind is timed on both of them alike.
    for (let warm = 0; warm < 4; warm++) await unknown();
    const timings = { unknown: [] as number[], locked: [] as number[] };
    for (let round = 0; round < 6; round++) {
      for (const kind of ['unknown', 'locked', 'locked', 'unknown'] as const) timings[kind].push((await (kind === 'unknown' ? unknown() : locked())).ms);
    }
    const ratio = median(timings.locked) / median(timings.unknown);
    expect(ratio, JSON.stringify(timings)).toBeGreaterThan(0.7);
    expect(ratio, JSON.stringify(timings)).toBeLessThan(2);
  }, 60_000);
});
