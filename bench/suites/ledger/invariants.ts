import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client.js';
import type { SimulatedPix } from '../../../apps/server/src/modules/pix-engine/index.js';
import { ledgerDrift, NO_DRIFT } from '../../../apps/server/src/test-support/banking.js';
import { rowsOf } from '../../../apps/server/src/test-support/database.js';
import type { Result } from '../../support/results.js';

/**
 * What the ledger promises of the trades: a count of those that break each promise, and the
 * totals checked. A trade's own money is what its transfers moved on the customer's account,
 * returns of it (kinds `return_…`) aside.
 */
const TRADE_CHECKS = sql`
  with customer_moves as (
    select t.trade_id, sum(e.amount) as moved
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    join ledger_accounts a on a.id = e.ledger_account_id and a.bank_account_id is not null
    where t.trade_id is not null and t.kind not like 'return%'
    group by t.trade_id)
  select
    (select count(*) from trades) as trades,
    (select count(*) from ledger_transfers) as transfers,
    (select count(*) from trades where status = 'processing') as processing,
    (select count(*) from trades tr where tr.status in ('success', 'refunded')
      and not exists (select 1 from ledger_transfers t where t.trade_id = tr.id)) as unposted,
    (select count(*) from trades tr left join customer_moves m on m.trade_id = tr.id
      where tr.status in ('success', 'refunded', 'failed') and coalesce(m.moved, 0) <> case
        when tr.status = 'failed' then 0 when tr.trade_type = 'payin' then tr.amount - tr.fee else -(tr.amount + tr.fee) end) as misbooked,
    (select count(*) from bank_accounts where available < 0 or frozen < 0)
      + (select count(*) from ledger_accounts where bank_account_id is not null and balance < 0) as negative,
    (select balance from ledger_accounts where kind = 'payouts_in_flight' and bank_account_id is null)
      - (select coalesce(sum(amount), 0) from trades where trade_type = 'payout' and status = 'processing') as unexplained_in_flight`;

/**
 * The ledger's promises, checked on everything the database holds: no drift (`ledgerDrift`:
 * every ledger account sums its entries, every transfer sums to zero, all accounts together to
 * zero, every payment account equals its statement and its ledger accounts); every trade in a
 * final state posted as it says (a success moved the customer's money by its amount and fee, a
 * failure moved none of it; returns are transfers of their own, balanced like any); no customer
 * balance below zero; and the money in flight is exactly what the payouts still waiting for the
 * SPI's answer sent.
 */
async function checkLedgerInvariants(db: Database) {
  const drift = await ledgerDrift(db);
  const [row] = await rowsOf<Record<string, string>>(db, TRADE_CHECKS);
  const counts = Object.fromEntries(Object.entries(row!).map(([name, value]) => [name, Number(value)]));
  const broken = [
    ...Object.entries(drift).filter(([name, found]) => !isDeepStrictEqual(found, NO_DRIFT[name as keyof typeof NO_DRIFT])).map(([name]) => `drift in ${name}`),
    ...['unposted', 'misbooked', 'negative', 'unexplained_in_flight'].filter((name) => counts[name] !== 0).map((name) => `${name}: ${counts[name]}`),
  ];
  return { broken, trades: counts.trades!, transfers: counts.transfers!, processing: counts.processing! };
}

/** The invariants as a row: held, or which broke; next to what was checked and what the traffic did. */
export async function invariantsRow(db: Database, traffic: Record<SimulatedPix, number> | undefined): Promise<Result> {
  const { broken, trades, transfers, processing } = await checkLedgerInvariants(db);
  const mix = traffic ? Object.entries(traffic).filter(([, n]) => n > 0).map(([what, n]) => `${n.toLocaleString('en')} ${what}`).join(', ') : 'failed';
  return {
    section: '6. ledger',
    figure: 'ledger invariants after the simulated traffic (no drift; every finished trade posted and balanced; no balance below zero)',
    value: broken.length ? `broken: ${broken.join('; ')}` : 'held',
    baseline: `${trades.toLocaleString('en')} trades (${processing.toLocaleString('en')} awaiting the SPI), ${transfers.toLocaleString('en')} transfers; traffic: ${mix}`,
    ratio: '',
    goal: 'held',
    met: broken.length === 0,
  };
}
