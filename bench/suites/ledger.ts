// Section 6, the double-entry ledger under the Pix engine, on a PostgreSQL database of its own:
// - pay-ins per second through the engine (`receivePayin`: a trade, a balanced transfer and its
//   entries, the balances), each in its own transaction from 8 clients through one pool; the
//   baseline writes the same rows with hand-written SQL from the same clients through the same
//   pool, one transaction each: the least those writes can cost;
// - simulated Pix traffic (`runTraffic`) at 200 Pix/s for ten minutes (short: 30 s): the rate it
//   held next to the rate asked, then the ledger's invariants checked on everything written.
import { benchDatabase } from '../support/database.js';
import type { Result } from '../support/results.js';
import { fundCustomers, openCustomers } from './ledger/customers.js';
import { failedRow } from './ledger/failed.js';
import { invariantsRow } from './ledger/invariants.js';
import { openSharedPool } from './ledger/pool.js';
import { measurePostings, POSTING_CLIENTS } from './ledger/postings.js';
import { measureTraffic, TRAFFIC_CLIENTS } from './ledger/traffic.js';

/** What each customer's account starts with: R$ 10 000. */
const OPENING_BALANCE = 1_000_000;
const customerCount = (short: boolean) => (short ? 100 : 400);

/** How section 6 was measured, for the notes under the table. */
export const ledgerNote = ({ short }: { short: boolean }) => [
  `Section 6 runs on a database of its own: ${customerCount(short)} customers (wallet users and merchants in turn) with an active account at our institution,`,
  `each opened with a R$ ${(OPENING_BALANCE / 100).toLocaleString('en')} pay-in through the engine. The pay-ins and their plain-SQL twins take turns in rounds,`,
  `${POSTING_CLIENTS} clients through one pool of connections; the plain SQL writes the same trade, transfer, entries, balances and statement line`,
  'without reading or checking anything, and takes the institution\'s ledger accounts (which every pay-in updates) last. The simulated traffic is',
  `\`runTraffic\` with the simulated SPI, as \`npm run cli -- simulate\` runs it, ${TRAFFIC_CLIENTS} Pix in flight; its slowest stretch is the lowest rate`,
  'between its ten-second ticks. The invariants are checked on everything in that database afterwards.',
].join(' ');

export async function measureLedger(options: { short: boolean }): Promise<Result[]> {
  return measureOnOwnDatabase(options.short).catch((error: unknown) => [failedRow('the ledger section could not be set up', error)]);
}

async function measureOnOwnDatabase(short: boolean): Promise<Result[]> {
  const database = await benchDatabase('wallet_bench_ledger');
  const shared = openSharedPool(database.url, Math.max(POSTING_CLIENTS, TRAFFIC_CLIENTS));
  try {
    const customers = await openCustomers(shared.db, customerCount(short), new Date());
    await fundCustomers(shared.db, customers, OPENING_BALANCE, POSTING_CLIENTS);
    const postings = await measurePostings(shared, customers, short ? { rounds: 2, perRound: 250 } : { rounds: 4, perRound: 1_500 })
      .catch((error: unknown) => failedRow('Pix pay-ins posted through the engine (postings/s)', error));
    const traffic = await measureTraffic(shared, short ? { durationMs: 30_000, label: '30 s' } : { durationMs: 600_000, label: '10 minutes' });
    return [postings, traffic.row, await invariantsRow(shared.db, traffic.done)];
  } finally {
    await shared.close();
    await database.close();
  }
}
