// The engine and the staff's money calls at once: pay-ins (some replayed), payouts settled or
// rejected at the SPI, freezes, releases and fees, from many clients on PostgreSQL (one on the
// embedded database). Afterwards every promise of the ledger holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { banking } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import type { SpiParty } from '../../integrations/spi/gateway.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { SeededRandom } from '../../simulation/random.js';
import { AppError } from '../../core/errors.js';
import { deductFee, freezeFunds, unfreezeFunds } from '../banking/index.js';
import { receivePayin } from './payin.js';
import { sendPayout } from './payout.js';
import type { Principal } from '../../core/member.js';

const OPERATIONS = 600;
const ACCOUNTS = 8;
const outside: SpiParty = { name: 'Outra Pessoa', document: '39053344705', ispb: '60701190', branch: '0001', account: '123' };
/** Rejects one payout in four, by its end-to-end id. */
const spi = scriptedSpi((id) => createHash('sha256').update(id).digest()[0]! % 4 === 0
  ? { outcome: 'rejected', code: 'AC06' } : { outcome: 'settled' });

let t: TestApp;
let accounts: banking.BankAccount[];
let actor: Principal;

beforeAll(async () => {
  t = await createTestApp({ poolSize: 20 });
  await t.addStaff('ops', 'Super admin');
  const token = await t.signIn('ops');
  accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const account = await openAccount(t, token, { kind: i % 2 === 0 ? 'merchant' : 'user' });
    await deposit(t.db, account.id, 500_000, t.clock.now());
    accounts.push(account);
  }
  const [row] = await rowsOf<{ id: number }>(t.db, sql`select id from admins where username = 'ops'`);
  // The services read who acts; the rest of a session does not matter here.
  actor = { id: row!.id, username: 'ops' } as Principal;
}, 60_000);
afterAll(() => t.close());

describe('the engine under concurrent load', () => {
  it('keeps every promise of the ledger, posts each pay-in once and leaves nothing in flight', async () => {
    const random = new SeededRandom(17);
    const payins: string[] = [];
    const freezes: number[] = [];
    const counts = { payin: 0, replay: 0, payout: 0, freeze: 0, release: 0, fee: 0, refused: 0 };
    let next = 0;
    const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));
    const one = async (n: number) => {
      const account = random.pick(accounts);
      const now = t.clock.now();
      const roll = random.int(0, 9);
      try {
        if (roll < 3) {
          const replay = payins.length > 0 && random.int(0, 3) === 0;
          const endToEndId = replay ? random.pick(payins) : `E60701190202601151200LOAD${String(n).padStart(7, '0')}`;
          if (!replay) payins.push(endToEndId);
          await inTransaction((db) => receivePayin(db, {
            endToEndId, amount: random.int(100, 20_000), payer: outside, payee: { ispb: account.ispb, branch: account.branch, account: account.account_number }, at: now,
          }));
          counts[replay ? 'replay' : 'payin']++;
        } else if (roll < 6) {
          await inTransaction((db) => sendPayout(db, spi, { accountId: account.id, amount: random.int(100, 30_000), payee: outside, description: 'load', ourIspb: '12345678', now }));
          counts.payout++;
        } else if (roll < 8) {
          const freeze = await inTransaction((db) => freezeFunds(db, { accountId: account.id, amount: random.int(1, 5_000), reason: 'load', actor, now }));
          freezes.push(freeze.freeze.id);
          counts.freeze++;
        } else if (roll < 9 && freezes.length > 0) {
          await inTransaction((db) => unfreezeFunds(db, { freezeId: random.pick(freezes), amount: undefined, reason: 'load', actor, now }));
          counts.release++;
        } else if (account.owner_kind === 'merchant') {
          await inTransaction((db) => deductFee(db, { accountId: account.id, amount: random.int(1, 1_000), reason: 'load', actor, now }));
          counts.fee++;
        }
      } catch (error) {
        // Refusals (not enough money, a freeze already released) are answers; anything else fails the test.
        if (!(error instanceof AppError) || error.code !== 409) throw error;
        counts.refused++;
      }
    };
    const client = async () => {
      while (next < OPERATIONS) await one(next++);
    };
    await Promise.all(Array.from({ length: t.driver === 'postgres' ? 50 : 1 }, client));

    expect(counts.payin).toBeGreaterThan(50);
    expect(counts.payout).toBeGreaterThan(50);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
    const [checks] = await rowsOf<Record<string, string>>(t.db, sql`select
      (select balance from ledger_accounts where kind = 'payouts_in_flight' and bank_account_id is null) as in_flight,
      (select count(*) from trades where trade_type = 'payin') as payin_trades,
      (select count(*) from ledger_transfers where kind = 'payin') as payin_transfers,
      (select count(*) from trades t where t.status = 'success' and not exists (select 1 from ledger_transfers l where l.trade_id = t.id)) as unposted,
      (select count(*) from trades where status = 'processing') as processing`);
    expect(Number(checks!.in_flight)).toBe(0);
    expect(Number(checks!.payin_trades)).toBe(counts.payin);
    expect(Number(checks!.payin_transfers)).toBe(counts.payin);
    expect(Number(checks!.unposted)).toBe(0);
    expect(Number(checks!.processing)).toBe(0);
  }, 300_000);
});
