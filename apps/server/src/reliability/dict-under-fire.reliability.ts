// The DICT under fire: two API processes on PostgreSQL register keys and report infractions on
// settled trades at the DICT simulator (its own process, over mutual TLS) from many clients at
// once, each call on a connection of its own so that both processes take them. Once a share of
// them ended, the simulator is killed with SIGKILL; the calls it cut off are answered that the DICT
// did not answer, and asked again by their clients, with the same idempotency key, until the
// simulator, started again on the same journal and port, takes them. Every registration ends
// registered once (active here with the request id that made it, held at the DICT by that request,
// created there once) or refused with its reason (and then held nowhere); every report ends at the
// DICT once, stored here once under the DICT's id, or refused with its reason (and then nowhere of
// ours). Nothing else of ours is on either side, and a sync verification afterwards finds our keys
// and the DICT's equal for every key type.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pix, regulatory } from '@wallet/contracts';
import { infractionTasks, pixKeys } from '../db/schema/index.js';
import { ApiInfractionReports } from '../integrations/dict/api/infraction-reports.js';
import { heldElsewhere } from '../integrations/dict/simulator.js';
import { makeCpf } from '../simulation/people.js';
import { SeededRandom } from '../simulation/random.js';
import { openAccount } from '../test-support/banking.js';
import { rowsOf } from '../test-support/database.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test-support/harness.js';
import { journaledEntries, postAlone, restartableDict, type RestartableDict } from './dict-process.js';
import { loadSize, postgresUrl, scratchFolder, signInAs, startApi, stopApi, type ApiProcess } from './support.js';

const OURS = '12345678';
/** The other side of the trades reported: a participant the DICT simulator plays. */
const PAYERS_PARTICIPANT = '60701190';
/** Each account takes five keys (a person's cap): its owner's CPF, two e-mails, a phone and a random key (EVP). */
const KEYS_PER_ACCOUNT = 5;
const REGISTRATIONS = loadSize(500, 100);
const REPORTS = loadSize(200, 40);
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
const tokens = { ops: '', analyst: '' };
/** What the API processes logged after they started: a JSON line each, with the process's pid. */
let apiLog = '';

/** The API processes that took calls of `callPath`, by pid. */
const processesThatTook = (callPath: string) => new Set(apiLog.split('\n').filter((line) => line.startsWith('{')).flatMap((line) => {
  const logged = JSON.parse(line) as { pid?: number; msg?: string; req?: { url?: string } };
  return logged.msg === 'incoming request' && logged.req?.url === callPath ? [logged.pid] : [];
}));

interface Registration {
  kind: 'key';
  id: string;
  accountId: number;
  accountNumber: string;
  body: pix.keys.NewPixKey;
}

interface Report {
  kind: 'report';
  id: string;
  tradeId: number;
  body: { end_to_end_id: string; inf_type: 'FRAUD'; situation_type: 'SCAM'; details: string };
}

type Operation = Registration | Report;

interface Ended {
  /** `done`: answered 200; `refused`: a refusal that is not "ask again", with its catalogue key. */
  outcome: 'done' | 'refused';
  reason: string | null;
  /** What was made: the key registered (an EVP's, the DICT's choice), or the report's id at the DICT. */
  made: string | null;
  /** Every answer's code and catalogue key, first to last. */
  answers: { code: number; key: string | null }[];
}

const CALLS = {
  key: { path: pix.keys.register.path, token: () => tokens.ops, made: (data: unknown) => (data as pix.keys.PixKey).key_value },
  report: { path: regulatory.infractions.create.path, token: () => tokens.analyst, made: (data: unknown) => (data as regulatory.infractions.InfractionTask).dict_id },
} as const;

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

/**
 * A settled pay-in from another participant to one of our accounts, a minute ago: its id and
 * end-to-end id. The side the simulator plays reports one in forty of the trades it is told, an
 * hour or more after they settled: never while this test runs.
 */
async function settledPayIn(n: number, account: { id: number; owner_id: number; branch: string; account_number: string }, owner: { name: string; cpf: string }) {
  const at = new Date(Date.now() - 60_000);
  const endToEndId = `E${PAYERS_PARTICIPANT}${at.toISOString().replace(/\D/g, '').slice(0, 12)}F${String(n).padStart(10, '0')}`;
  const [row] = await rowsOf<{ id: number }>(t.db, sql`insert into trades (trade_no, trade_type, status, amount, fee, currency, merchant_id, account_id,
      payer_name, payer_document, payer_ispb, payer_branch, payer_account, payee_name, payee_document, payee_ispb, payee_branch, payee_account,
      end_to_end_id, description, created_at, processed_at, finished_at)
    values (${`TRFOGO${n}`}, 'payin', 'success', ${10_000 + n}, 0, 'BRL', ${account.owner_id}, ${account.id},
      'Pagador de Fora', ${makeCpf(random)}, ${PAYERS_PARTICIPANT}, '0001', ${String(100_000 + n)}, ${owner.name}, ${owner.cpf}, ${OURS}, ${account.branch}, ${account.account_number},
      ${endToEndId}, 'Pix under fire', ${at}, ${at}, ${at})
    returning id::int as id`);
  return { id: row!.id, endToEndId };
}

const planned: Operation[] = [];

beforeAll(async () => {
  postgresUrl();
  dict = await restartableDict({ participant: OURS, folder: path.join(scratch, 'dict') });
  t = await createTestApp({ poolSize: 5 });
  const [database] = await rowsOf<{ name: string }>(t.db, sql`select current_database() as name`);
  const url = new URL(postgresUrl());
  url.pathname = `/${database!.name}`;

  await t.addStaff('ops', 'Operations');
  await t.addStaff('analyst', 'Compliance');
  const local = await t.signIn('ops');
  for (let i = 0; i < ACCOUNTS; i++) {
    const cpf = free(() => makeCpf(random));
    const name = nameOf(i);
    const account = await openAccount(t, local, { cpf, name });
    const keyOf = (body: pix.keys.NewPixKey) => planned.push({ kind: 'key', id: `${body.key_type}:${body.key_type === 'EVP' ? i : body.key_value}`, accountId: account.id, accountNumber: account.account_number, body });
    keyOf({ account_id: account.id, key_type: 'CPF', key_value: cpf });
    for (let k = 0; k < 2; k++) keyOf({ account_id: account.id, key_type: 'EMAIL', key_value: free(() => `fogo.${i}.${k}.${random.int(0, 1e6)}@exemplo.com.br`) });
    keyOf({ account_id: account.id, key_type: 'PHONE', key_value: free(() => `+55119${String(random.int(0, 99_999_999)).padStart(8, '0')}`) });
    keyOf({ account_id: account.id, key_type: 'EVP' });
    for (let n = i; n < REPORTS; n += ACCOUNTS) {
      const trade = await settledPayIn(n, account, { name, cpf });
      planned.push({ kind: 'report', id: trade.endToEndId, tradeId: trade.id, body: { end_to_end_id: trade.endToEndId, inf_type: 'FRAUD', situation_type: 'SCAM', details: `Reported under fire, ${n}` } });
    }
  }
  for (let i = planned.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [planned[i], planned[j]] = [planned[j]!, planned[i]!];
  }

  api = await startApi(url.toString(), path.join(scratch, 'api'), { API_PROCESSES: '2', DATABASE_POOL_SIZE: '25', DICT_TIMEOUT_MS: '5000', DICT_SIMULATOR: 'true', LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...dict.serverEnv() });
  api.child.stdout!.on('data', (chunk: Buffer) => (apiLog += chunk.toString()));
  tokens.ops = await signInAs(api.url, 'ops', TEST_PASSWORD);
  tokens.analyst = await signInAs(api.url, 'analyst', TEST_PASSWORD);
  // The API's periodic jobs verify every key type at their first run (no verification yet), while
  // the traffic starts: a verification reads our keys and the DICT's as of one moment, so it finds
  // no registration half made (db/dict-entries-lock.ts).
}, 180_000);
afterAll(async () => {
  if (api) await stopApi(api);
  await dict?.stop();
  await t?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('the DICT simulator killed with SIGKILL during key registrations and infraction reports from two API processes, then started again', () => {
  const ended = new Map<string, Ended>();
  let unansweredAfterKill = 0;
  let killedAt = -1;
  const registrations = () => planned.filter((operation): operation is Registration => operation.kind === 'key');
  const reports = () => planned.filter((operation): operation is Report => operation.kind === 'report');

  beforeAll(async () => {
    let next = 0;
    let killed = false;
    /** One operation, asked again with its idempotency key while the DICT does not answer, to its end. */
    async function settle(operation: Operation) {
      const call = CALLS[operation.kind];
      const answers: Ended['answers'] = [];
      const deadline = Date.now() + SETTLE_MS;
      for (;;) {
        const answer = await postAlone(api.url, call.path, operation.body, { token: call.token(), key: `${operation.kind}:${operation.id}` });
        const key = answer.words?.key ?? null;
        answers.push({ code: answer.code, key });
        if (answer.code === 200) return ended.set(operation.id, { outcome: 'done', reason: null, made: call.made(answer.data), answers });
        if (key === null || !ASK_AGAIN.has(key)) return ended.set(operation.id, { outcome: 'refused', reason: key, made: null, answers });
        if (killed && key === 'dict.unanswered') unansweredAfterKill += 1;
        if (Date.now() > deadline) throw new Error(`${operation.id} was still answered ${key} after ${SETTLE_MS} ms`);
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

  it('was killed while the operations ran, and they found it gone', () => {
    expect(killedAt).toBeGreaterThanOrEqual(KILL_AT_SHARE * planned.length);
    expect(killedAt).toBeLessThan(planned.length);
    expect(unansweredAfterKill).toBeGreaterThanOrEqual(UNANSWERED_WHILE_DOWN);
  });

  it('was served by both API processes, each taking registrations and reports', () => {
    expect(processesThatTook(pix.keys.register.path).size).toBe(2);
    expect(processesThatTook(regulatory.infractions.create.path).size).toBe(2);
  });

  it('ends every operation done or refused with its reason, never with an error of ours', () => {
    expect(ended.size).toBe(planned.length);
    for (const operation of planned) {
      const end = ended.get(operation.id)!;
      expect(end.outcome === 'done' || end.reason !== null, `${operation.id}: ${JSON.stringify(end)}`).toBe(true);
      // Asked again only while the DICT did not answer; an error of ours (500) or the database (503) never.
      expect(end.answers.filter((answer) => answer.code >= 500 && answer.key !== 'dict.unanswered'), operation.id).toEqual([]);
    }
    // Every key is free and every trade ours and settled: the DICT refuses none of them.
    expect(planned.filter((operation) => ended.get(operation.id)!.outcome === 'refused').map((operation) => `${operation.id}: ${ended.get(operation.id)!.reason}`)).toEqual([]);
  });

  it('holds each registered key once, here and at the DICT, by the request that made it, and nothing else', async () => {
    const ours = await t.db.select().from(pixKeys);
    const { held, creations } = journaledEntries(dict.dataDir);
    const done = registrations().filter((registration) => ended.get(registration.id)!.outcome === 'done');
    for (const registration of registrations()) {
      const end = ended.get(registration.id)!;
      const typed = typedValueOf(registration);
      if (end.outcome === 'refused') {
        // Refused: no key of its own here (an EVP's, the DICT never chose), and none at the DICT.
        if (typed !== null) {
          expect(ours.filter((row) => row.key_value === typed), registration.id).toEqual([]);
          expect(held.has(typed), registration.id).toBe(false);
        }
        continue;
      }
      const value = end.made!;
      if (typed !== null) expect(value, registration.id).toBe(typed);
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

  it('has each report at the DICT once, stored here once under its id, and no other report of ours', async () => {
    const atDict = (await new ApiInfractionReports(dict.transport(), OURS).listModifiedSince(new Date(0))).filter((report) => report.reporterIspb === OURS);
    const stored = await t.db.select().from(infractionTasks);
    for (const report of reports()) {
      const end = ended.get(report.id)!;
      const there = atDict.filter((candidate) => candidate.endToEndId === report.id);
      const here = stored.filter((row) => row.end_to_end_id === report.id && row.reported_by === 'us');
      if (end.outcome === 'refused') {
        expect([there, here], report.id).toEqual([[], []]);
        continue;
      }
      expect(there.map((candidate) => [candidate.id, candidate.reportedIspb, candidate.status, candidate.details]), report.id).toEqual([[end.made, PAYERS_PARTICIPANT, 'open', report.body.details]]);
      expect(here.map((row) => [row.dict_id, row.status, row.trade_id]), report.id).toEqual([[end.made, 'open', report.tradeId]]);
    }
    const done = reports().filter((report) => ended.get(report.id)!.outcome === 'done');
    expect(atDict).toHaveLength(done.length);
    expect(stored.filter((row) => row.reported_by === 'us')).toHaveLength(done.length);
  });

  it('finds our keys and the DICT\'s equal in a sync verification afterwards: every key type OK, nothing fixed', async () => {
    const answer = await postAlone(api.url, pix.reconciliation.run.path, {}, { token: tokens.ops, key: 'reconciliation:after-the-kill' });
    expect(answer.code, answer.msg).toBe(200);
    const { list } = answer.data as { list: pix.reconciliation.SyncVerification[] };
    expect(list.map((verification) => [verification.key_type, verification.result, verification.fixes.length]).sort())
      .toEqual([['CNPJ', 'OK', 0], ['CPF', 'OK', 0], ['EMAIL', 'OK', 0], ['EVP', 'OK', 0], ['PHONE', 'OK', 0]]);
    const doneOf = (type: string) => registrations().filter((registration) => registration.body.key_type === type && ended.get(registration.id)!.outcome === 'done').length;
    expect(Object.fromEntries(list.map((verification) => [verification.key_type, verification.keys])))
      .toEqual({ CNPJ: 0, CPF: doneOf('CPF'), EMAIL: doneOf('EMAIL'), EVP: doneOf('EVP'), PHONE: doneOf('PHONE') });
  });
});
