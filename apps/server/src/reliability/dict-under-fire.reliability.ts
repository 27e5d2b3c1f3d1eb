// The DICT under fire: two API processes on PostgreSQL register keys at the DICT simulator (its own
// process, over mutual TLS) from many clients at once, each call on a connection of its own so
// that both processes take them. Once a share of them went through, the simulator is killed with
// SIGKILL; the calls it cut off are answered that the DICT did not answer, and asked again by their
// clients, with the same idempotency key, until the simulator, started again on the same journal and
// port, takes them. Every registration ends registered once (active here with the request id that
// made it, held at the DICT by that request, created there once) or refused with its reason (and
// then held nowhere); nothing else is held on either side, and a sync verification afterwards finds
// our keys and the DICT's equal for every key type.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pix } from '@wallet/contracts';
import { dictSyncVerifications, pixKeys } from '../db/schema/index.js';
import { heldElsewhere } from '../integrations/dict/simulator.js';
import { makeCpf } from '../simulation/people.js';
import { SeededRandom } from '../simulation/random.js';
import { openAccount } from '../test-support/banking.js';
import { rowsOf } from '../test-support/database.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test-support/harness.js';
import { journaledEntries, postAlone, restartableDict, type RestartableDict } from './dict-process.js';
import { loadSize, postgresUrl, scratchFolder, signInAs, startApi, stopApi, type ApiProcess } from './support.js';

const OURS = '12345678';
/** Each account takes five keys (a person's cap): its owner's CPF, two e-mails, a phone and a random key (EVP). */
const KEYS_PER_ACCOUNT = 5;
const REGISTRATIONS = loadSize(500, 100);
const ACCOUNTS = REGISTRATIONS / KEYS_PER_ACCOUNT;
const CLIENTS = loadSize(40, 20);
/** The kill comes once this share of the operations ended. */
const KILL_AT_SHARE = 0.3;
/** The simulator stays down until this many calls were answered that the DICT did not answer. */
const UNANSWERED_WHILE_DOWN = loadSize(60, 20);
/** Answers a client asks again after, with the same idempotency key: the DICT did not answer, or its bucket is empty. */
const ASK_AGAIN = new Set(['dict.unanswered', 'dict.rate_limited']);
const SETTLE_MS = 120_000;

const scratch = scratchFolder('dict-under-fire');
const random = new SeededRandom(2_026_1204);
let t: TestApp;
let dict: RestartableDict;
let api: ApiProcess;
let token: string;

interface Registration {
  id: string;
  accountId: number;
  accountNumber: string;
  body: pix.keys.NewPixKey;
}

interface Ended {
  /** `done`: answered 200; `refused`: a refusal that is not "ask again", with its catalogue key. */
  outcome: 'done' | 'refused';
  reason: string | null;
  /** The key registered (an EVP's, the DICT's choice). */
  key: string | null;
  /** Every answer's code and catalogue key, first to last. */
  answers: { code: number; key: string | null }[];
}

/** The key as typed; null for a random key (EVP), which the DICT chooses. */
const typedValueOf = ({ body }: Registration) => (body.key_type === 'EVP' ? null : body.key_value);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, what: string, limitMs: number) {
  for (const started = Date.now(); !condition(); await pause(25)) {
    if (Date.now() - started > limitMs) throw new Error(`waited ${limitMs} ms for ${what}`);
  }
}

/** Letters only, as the DICT takes a name: 0 → "Ba", 1 → "Be"... */
function nameOf(n: number) {
  const consonants = 'BCDFGLMNPRSTV';
  const vowels = 'aeiou';
  let name = '';
  for (let rest = n + 1; rest > 0; rest = Math.floor(rest / 65)) name += consonants[rest % 13]! + vowels[Math.floor(rest / 13) % 5]!;
  return `Cliente ${name[0]!.toUpperCase()}${name.slice(1).toLowerCase()} Fogo`;
}

/** A value the DICT simulator does not find held at another participant (one in ten it does, by hash). */
function free(make: () => string) {
  for (;;) {
    const value = make();
    if (!heldElsewhere(value)) return value;
  }
}

beforeAll(async () => {
  postgresUrl();
  dict = await restartableDict({ participant: OURS, folder: path.join(scratch, 'dict') });
  t = await createTestApp({ poolSize: 5 });
  const [database] = await rowsOf<{ name: string }>(t.db, sql`select current_database() as name`);
  const url = new URL(postgresUrl());
  url.pathname = `/${database!.name}`;

  await t.addStaff('ops', 'Operations');
  const local = await t.signIn('ops');
  const registrations: Registration[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const cpf = free(() => makeCpf(random));
    const account = await openAccount(t, local, { cpf, name: nameOf(i) });
    const keyOf = (body: pix.keys.NewPixKey) => registrations.push({ id: `${body.key_type}:${body.key_type === 'EVP' ? i : body.key_value}`, accountId: account.id, accountNumber: account.account_number, body });
    keyOf({ account_id: account.id, key_type: 'CPF', key_value: cpf });
    for (let k = 0; k < 2; k++) keyOf({ account_id: account.id, key_type: 'EMAIL', key_value: free(() => `fogo.${i}.${k}.${random.int(0, 1e6)}@exemplo.com.br`) });
    keyOf({ account_id: account.id, key_type: 'PHONE', key_value: free(() => `+55119${String(random.int(0, 99_999_999)).padStart(8, '0')}`) });
    keyOf({ account_id: account.id, key_type: 'EVP' });
  }
  for (let i = registrations.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [registrations[i], registrations[j]] = [registrations[j]!, registrations[i]!];
  }
  planned.push(...registrations);

  api = await startApi(url.toString(), path.join(scratch, 'api'), { API_PROCESSES: '2', DATABASE_POOL_SIZE: '25', DICT_TIMEOUT_MS: '5000', ...dict.serverEnv() });
  token = await signInAs(api.url, 'ops', TEST_PASSWORD);
  // The API's periodic jobs verify every key type at their first run (no verification yet). A
  // verification while registrations run deletes at the DICT the entries it finds there but not yet
  // here (a registration the DICT answered, its transaction not committed), a race of its own: it
  // ends before the traffic starts, so that what is tested is the simulator's death.
  const nightly = async () => (await t.db.select().from(dictSyncVerifications)).filter((verification) => verification.started_by === 'nightly');
  let verified: Awaited<ReturnType<typeof nightly>> = [];
  for (const started = Date.now(); verified.length < 5; verified = await nightly()) {
    if (Date.now() - started > 30_000) throw new Error('the periodic jobs did not verify every key type within 30 s of the start');
    await pause(100);
  }
  expect(verified.map((verification) => verification.result)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
}, 180_000);
afterAll(async () => {
  if (api) await stopApi(api);
  await dict?.stop();
  await t?.close();
});

const planned: Registration[] = [];

describe('the DICT simulator killed with SIGKILL during key registrations from two API processes, then started again', () => {
  const ended = new Map<string, Ended>();
  let unansweredAfterKill = 0;
  let killedAt = -1;

  beforeAll(async () => {
    let next = 0;
    let killed = false;
    /** One registration, asked again with its idempotency key while the DICT does not answer, to its end. */
    async function settle(registration: Registration) {
      const answers: Ended['answers'] = [];
      const deadline = Date.now() + SETTLE_MS;
      for (;;) {
        const answer = await postAlone(api.url, pix.keys.register.path, registration.body, { token, key: `register:${registration.id}` });
        const key = answer.words?.key ?? null;
        answers.push({ code: answer.code, key });
        if (answer.code === 200) return ended.set(registration.id, { outcome: 'done', reason: null, key: (answer.data as pix.keys.PixKey).key_value, answers });
        if (key === null || !ASK_AGAIN.has(key)) return ended.set(registration.id, { outcome: 'refused', reason: key, key: null, answers });
        if (killed && key === 'dict.unanswered') unansweredAfterKill += 1;
        if (Date.now() > deadline) throw new Error(`${registration.id} was still answered ${key} after ${SETTLE_MS} ms`);
        await pause(100);
      }
    }
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (next < planned.length) await settle(planned[next++]!);
    });
    const fault = (async () => {
      await until(() => ended.size >= KILL_AT_SHARE * planned.length, 'operations to end before the kill', 60_000);
      killed = true;
      killedAt = ended.size;
      await dict.kill();
      await until(() => unansweredAfterKill >= UNANSWERED_WHILE_DOWN || ended.size === planned.length, 'calls to find the DICT gone', 30_000);
      await dict.start();
    })();
    await Promise.all([...clients, fault]);
  }, 240_000);

  it('was killed while the registrations ran, and they found it gone', () => {
    expect(killedAt).toBeGreaterThanOrEqual(KILL_AT_SHARE * planned.length);
    expect(killedAt).toBeLessThan(planned.length);
    expect(unansweredAfterKill).toBeGreaterThanOrEqual(UNANSWERED_WHILE_DOWN);
  });

  it('ends every registration registered or refused with its reason, never with an error of ours', () => {
    expect(ended.size).toBe(planned.length);
    for (const registration of planned) {
      const end = ended.get(registration.id)!;
      expect(end.outcome === 'done' || end.reason !== null, `${registration.id}: ${JSON.stringify(end)}`).toBe(true);
      // Asked again only while the DICT did not answer; an error of ours (500) or the database (503) never.
      expect(end.answers.filter((answer) => answer.code >= 500 && answer.key !== 'dict.unanswered'), registration.id).toEqual([]);
    }
    const refused = planned.map((registration) => ended.get(registration.id)!).filter((end) => end.outcome === 'refused');
    expect(refused.map((end) => end.reason)).toEqual([]);
  });

  it('holds each registered key once, here and at the DICT, by the request that made it, and nothing else', async () => {
    const ours = await t.db.select().from(pixKeys);
    const { held, creations } = journaledEntries(dict.dataDir);
    const done = planned.filter((registration) => ended.get(registration.id)!.outcome === 'done');
    for (const registration of planned) {
      const end = ended.get(registration.id)!;
      if (end.outcome === 'refused') {
        // Refused: no key of its own here (an EVP's, the DICT never chose), and none at the DICT.
        const typed = typedValueOf(registration);
        if (typed !== null) {
          expect(ours.filter((row) => row.key_value === typed), registration.id).toEqual([]);
          expect(held.has(typed), registration.id).toBe(false);
        }
        continue;
      }
      const value = end.key!;
      if (typedValueOf(registration) !== null) expect(value, registration.id).toBe(typedValueOf(registration));
      const rows = ours.filter((row) => row.key_value === value);
      expect(rows.map((row) => [row.status, row.account_id]), registration.id).toEqual([['active', registration.accountId]]);
      const entry = held.get(value);
      expect(entry, registration.id).toMatchObject({ Key: value, KeyType: registration.body.key_type, Account: { Participant: OURS, AccountNumber: registration.accountNumber } });
      expect(rows[0]!.dict_request_id, registration.id).toBe(entry!.requestId);
      expect(creations.get(value), registration.id).toBe(1);
    }
    expect(ours).toHaveLength(done.length);
    expect(ours.filter((row) => row.key_type === 'EVP')).toHaveLength(done.filter((registration) => registration.body.key_type === 'EVP').length);
    // No entry of ours at the DICT that we do not hold (a random key made twice, say).
    const mine = new Set(ours.map((row) => row.key_value));
    expect([...held.values()].filter((entry) => entry.Account.Participant === OURS && !mine.has(entry.Key)).map((entry) => `${entry.KeyType} ${entry.Key}`)).toEqual([]);
    expect([...held.values()].filter((entry) => entry.Account.Participant === OURS)).toHaveLength(done.length);
  });

  it('finds our keys and the DICT\'s equal in a sync verification afterwards: every key type OK, nothing fixed', async () => {
    const answer = await postAlone(api.url, pix.reconciliation.run.path, {}, { token, key: 'reconciliation:after-the-kill' });
    expect(answer.code, answer.msg).toBe(200);
    const { list } = answer.data as { list: pix.reconciliation.SyncVerification[] };
    expect(list.map((verification) => [verification.key_type, verification.result, verification.fixes.length]).sort())
      .toEqual([['CNPJ', 'OK', 0], ['CPF', 'OK', 0], ['EMAIL', 'OK', 0], ['EVP', 'OK', 0], ['PHONE', 'OK', 0]]);
    const doneOf = (type: string) => planned.filter((registration) => registration.body.key_type === type && ended.get(registration.id)!.outcome === 'done').length;
    expect(Object.fromEntries(list.map((verification) => [verification.key_type, verification.keys])))
      .toEqual({ CNPJ: 0, CPF: doneOf('CPF'), EMAIL: doneOf('EMAIL'), EVP: doneOf('EVP'), PHONE: doneOf('PHONE') });
  });
});
