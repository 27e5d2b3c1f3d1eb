// Pix under fire: the engine driven by separate processes that are killed with SIGKILL in the
// middle of the traffic and started again. The built CLI's `simulate` (pay-ins, payouts the
// simulated SPI settles, rejects, answers late or never, returns both ways, pay-ins delivered
// again) runs beside a delivery process that hands the engine pay-ins and returns of our payouts
// from 50 clients, saying which delivery it starts and which it finished. Both are killed at once;
// the deliveries the kill cut off are delivered again, with some that went through, when both
// start again. Once the SPI has been asked past the time-out, every promise of the ledger holds:
// nothing in flight, every balance equal to its entries and all of them summing to zero, no
// customer balance negative, every delivery posted once, every trade's transfers as its story says.
// (What the CLI itself had under way dies with it: it names no ids, so only its rollback is checked.)
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pixLimits } from '../db/schema/index.js';
import { SimulatedSpi } from '../integrations/spi/simulator.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { deposit, ledgerDrift, NO_DRIFT, openAccount } from '../test-support/banking.js';
import { rowsOf } from '../test-support/database.js';
import {
  customerMoneyBelowZero, deliveryId, endToEndIdOf, NOTHING_IN_FLIGHT, notPostedOnce, OUTSIDER, plannedDeliveryId, resolvePastTimeOut, returnIdOf, startDeliveries,
  stillInFlight, tradesOffTheirStory, type Delivery, type DeliveryAnswer, type DeliveryRun, type PlannedDelivery,
} from '../test-support/pix-traffic.js';
import { SeededRandom } from '../simulation/random.js';
import { killHard, loadSize, postgresUrl, scratchFolder } from './support.js';

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const ACCOUNTS = 10;
const CLIENTS = 50;
const PAYINS = 700;
const RETURNS = 150;
/** How long each life of the CLI's simulated traffic runs, in minutes. */
const SIMULATION_MINUTES = loadSize(0.5, 0.2);
/** The kill comes once this share of the deliveries went through: the delivery process is in full flow. */
const KILL_AT_SHARE = 0.4;
/** One in this many deliveries that went through before the kill is delivered again after it. */
const REDELIVER_EVERY = 4;

const scratch = scratchFolder('pix-under-fire');
let t: TestApp;
let databaseUrl: string;

beforeAll(async () => {
  postgresUrl();
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: build first (npm run build)`);
  t = await createTestApp({ poolSize: 10 });
  // The test app's own database, fresh on the suite's server: the processes below work on it too.
  const [database] = await rowsOf<{ name: string }>(t.db, sql`select current_database() as name`);
  const url = new URL(postgresUrl());
  url.pathname = `/${database!.name}`;
  databaseUrl = url.toString();
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Customers with money, and Pix limits that the wall clock's period (the CLI's) never reaches. */
async function openFundedAccounts() {
  await t.addStaff('ops', 'Super admin');
  const token = await t.signIn('ops');
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const account = await openAccount(t, token, { kind: i % 2 === 0 ? 'merchant' : 'user' });
    await deposit(t.db, account.id, 5_000_000, new Date());
    for (const period of ['DAYTIME', 'NIGHTTIME'] as const) {
      await t.db.insert(pixLimits).values({ owner_id: account.owner_id, owner_kind: account.owner_kind, limits_type: 'PIX', period_type: period, amount: 1_000_000_000, updated_by: 'test', updated_at: new Date() });
    }
    accounts.push(account);
  }
  return accounts;
}

/** Pay-ins to our accounts and returns of our payouts, shuffled, as another participant would send them. */
function plannedDeliveries(accounts: Awaited<ReturnType<typeof openFundedAccounts>>): PlannedDelivery[] {
  const random = new SeededRandom(4_711);
  const now = new Date();
  const planned: PlannedDelivery[] = [];
  for (let i = 0; i < PAYINS; i++) {
    const to = random.pick(accounts);
    planned.push({ kind: 'payin-to', endToEndId: endToEndIdOf(OUTSIDER.ispb, now, `F${i}`), amount: random.int(500, 300_000), payee: { ispb: to.ispb, branch: to.branch, account: to.account_number } });
  }
  for (let i = 0; i < RETURNS; i++) planned.push({ kind: 'return-of-a-payout', returnId: returnIdOf(OUTSIDER.ispb, now, `F${i}`), share: random.int(1, 60) / 100 });
  for (let i = planned.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [planned[i], planned[j]] = [planned[j]!, planned[i]!];
  }
  return planned;
}

interface CliRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm run cli -- simulate` as a process of its own on the test's database. */
function startSimulation(minutes: number): CliRun {
  const child = spawn(process.execPath, [CLI, 'simulate', '--rate', '50/s', '--minutes', String(minutes)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: scratch, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))) };
}

async function until(condition: () => boolean, what: string, limitMs = 60_000) {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > limitMs) throw new Error(`waited ${limitMs} ms for ${what}`);
  }
}

/** What the delivery process had not finished when it died: announced without an answer. */
const cutOff = (run: DeliveryRun) => {
  const answered = new Set(run.answers.map((answer) => answer.id));
  return [...run.announced.values()].filter((delivery) => !answered.has(deliveryId(delivery)));
};

/** Every answer each delivery got, first to last, over both lives of the delivery process. */
function answersById(runs: DeliveryRun[]) {
  const byId = new Map<string, DeliveryAnswer[]>();
  for (const answer of runs.flatMap((run) => run.answers)) byId.set(answer.id, [...(byId.get(answer.id) ?? []), answer]);
  return byId;
}

describe('Pix under fire: the CLI and a delivery process killed with SIGKILL mid-run, then started again', () => {
  const lives: { cli: CliRun[]; deliveries: DeliveryRun[] } = { cli: [], deliveries: [] };
  let cut: Delivery[] = [];

  beforeAll(async () => {
    const accounts = await openFundedAccounts();
    const planned = plannedDeliveries(accounts);
    const firstCli = startSimulation(SIMULATION_MINUTES);
    lives.cli.push(firstCli);
    await until(() => firstCli.output().includes('Simulating'), 'the CLI to start its traffic');
    const firstDeliveries = startDeliveries(databaseUrl, path.join(scratch, 'plan-1.json'), { clients: CLIENTS, deliveries: planned });
    lives.deliveries.push(firstDeliveries);
    await until(() => firstDeliveries.answers.length >= KILL_AT_SHARE * planned.length, 'deliveries to go through before the kill');
    await Promise.all([killHard(firstCli.child), killHard(firstDeliveries.child)]);

    cut = cutOff(firstDeliveries);
    const announcedIds = new Set(firstDeliveries.announced.keys());
    const neverStarted = planned.filter((delivery) => !announcedIds.has(plannedDeliveryId(delivery)));
    const wentThrough = firstDeliveries.answers.filter((_, i) => i % REDELIVER_EVERY === 0).map((answer) => firstDeliveries.announced.get(answer.id)!);
    const secondCli = startSimulation(SIMULATION_MINUTES);
    const secondDeliveries = startDeliveries(databaseUrl, path.join(scratch, 'plan-2.json'), {
      clients: CLIENTS, deliveries: [...cut, ...wentThrough, ...neverStarted],
    });
    lives.cli.push(secondCli);
    lives.deliveries.push(secondDeliveries);
    await Promise.all([secondCli.exited, secondDeliveries.exited]);
    await resolvePastTimeOut(t.db, new SimulatedSpi(), new Date());
  }, 300_000);

  it('killed both processes mid-run, cutting deliveries off, and both finished after the restart', async () => {
    expect(await lives.cli[0]!.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await lives.deliveries[0]!.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(cut.length, 'deliveries under way when the kill came').toBeGreaterThan(0);
    expect(await lives.cli[1]!.exited, lives.cli[1]!.output()).toEqual({ code: 0, signal: null });
    expect(lives.cli[1]!.output()).toMatch(/Done: \d+ pay-ins, \d+ payouts, \d+ refused/);
    expect(await lives.deliveries[1]!.exited).toEqual({ code: 0, signal: null });
    const [made] = await rowsOf<Record<string, string>>(t.db, sql`select
      (select count(*) from trades where trade_type = 'payout' and status in ('success', 'refunded')) as settled,
      (select count(*) from trades where trade_type = 'payout' and failure_reason->'params'->>'code' = 'AB03') as timed_out,
      (select count(*) from pix_returns where direction = 'sent') as returns_sent,
      (select count(*) from pix_returns where direction = 'received') as returns_received`);
    console.log('pix under fire:', { cutOff: cut.length, ...made });
    expect(Number(made!.settled)).toBeGreaterThan(0);
    expect(Number(made!.returns_received)).toBeGreaterThan(0);
  });

  it('leaves nothing in flight once the SPI is asked past the time-out', async () => {
    expect(await stillInFlight(t.db)).toEqual(NOTHING_IN_FLIGHT);
  });

  it('keeps every promise of the ledger: balances equal their entries, all sum to zero, none negative', async () => {
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
    expect(await customerMoneyBelowZero(t.db)).toEqual([]);
  });

  it('gives every trade the transfers and money its status and returns call for', async () => {
    expect(await tradesOffTheirStory(t.db)).toEqual([]);
  });

  it('posts every delivery once, those cut off by the kill included, and answers each delivery of it alike', async () => {
    const announced = lives.deliveries.flatMap((run) => [...run.announced.values()]);
    const ids = {
      payins: [...new Set(announced.filter((d) => d.kind === 'payin').map(deliveryId))],
      returns: [...new Set(announced.filter((d) => d.kind === 'return').map(deliveryId))],
    };
    expect(await notPostedOnce(t.db, ids)).toEqual({ payins: [], returns: [] });
    const answers = answersById(lives.deliveries);
    for (const delivery of cut) expect(answers.get(deliveryId(delivery)), `cut off, then delivered again: ${deliveryId(delivery)}`).toBeDefined();
    const unlike = [...answers].filter(([, list]) => {
      const taken = list.findIndex((answer) => answer.accepted);
      return taken >= 0 && list.slice(taken).some((answer) => !answer.accepted || answer.recordId !== list[taken]!.recordId);
    });
    expect(unlike).toEqual([]);
    const payinIds = new Set(ids.payins);
    const payinAnswers = [...answers.values()].flat().filter((answer) => payinIds.has(answer.id));
    expect(payinAnswers.filter((answer) => !answer.accepted)).toEqual([]);
  });
});
