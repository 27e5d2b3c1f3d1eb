import { count, sql } from 'drizzle-orm';
import type { SpiReasonCode } from '@wallet/contracts';
import { bankAccounts, trades, walletUsers } from '../db/schema/index.js';
import { listParticipants } from '../modules/ispb/index.js';
import { makeCpf, makePersonName } from '../simulation/people.js';
import type { SeedGenerator } from './generator.js';
import type { SeededRandom } from '../simulation/random.js';
import { trafficSizes } from './traffic.js';
import { ensureMonths } from '../db/month-partitions.js';

/** Rows per INSERT … SELECT: big enough to be fast, small enough to report progress. */
const BATCH = 100_000;
const PEOPLE = 2_000;
/** The SPI's codes a seeded failed trade names (its failure reason is the note `spi.refused`). */
const FAILURES: readonly SpiReasonCode[] = ['AC03', 'AM04', 'AB09', 'AC06', 'RR04'];

interface Person { name: string; document: string; ispb: string; branch: string; account: string }

function makePeople(random: SeededRandom, ispbs: string[]): Person[] {
  return Array.from({ length: PEOPLE }, () => ({
    name: makePersonName(random), document: makeCpf(random), ispb: random.pick(ispbs),
    branch: String(random.int(1, 9999)).padStart(4, '0'), account: String(random.int(10_000, 99_999_999)),
  }));
}

/**
 * Older trades of the seeded merchants for large data sets (the bench's million): history from
 * before the ledger, kept as trade rows without money (the engine's replay in `traffic.ts` tells
 * the demo's money), dated before the replayed days, in time order as a live system writes them.
 * Generated inside the database (INSERT … SELECT over generate_series) so that a million take
 * seconds, not minutes. Every value comes from a hash of the row number and the seed, so the same
 * seed gives the same trades on either database.
 */
export const demoHistory: SeedGenerator = {
  name: 'trades',
  async run({ db, random, now: today, sizes, seed, institution, log }) {
    const { history: wanted, historyEndsDaysAgo } = trafficSizes(sizes);
    const now = new Date(today.getTime() - historyEndsDaysAgo * 86_400_000);
    const spanDays = wanted >= 100_000 ? 365 : 60;
    // Each month of the history and of the replayed days after it in its own partition.
    await ensureMonths(db, new Date(now.getTime() - spanDays * 86_400_000), today);
    const [merchants] = await db.select({ n: count() }).from(walletUsers).where(sql`${walletUsers.kind} = 'merchant' and exists (select 1 from ${bankAccounts} a where a.owner_id = ${walletUsers.id})`);
    if (!merchants?.n || wanted === 0) return log('trades: no history before the replayed days');
    const people = makePeople(random, (await listParticipants(db)).map((p) => p.ispb).filter((ispb) => ispb !== institution.ispb));
    const [existing] = await db.select({ n: count() }).from(trades);
    const first = (existing?.n ?? 0) + 1;
    for (let start = first; start < first + wanted; start += BATCH) {
      const end = Math.min(first + wanted, start + BATCH) - 1;
      await db.execute(insertTrades({ start, end, first, wanted, seed, now, spanDays, people }));
      if (wanted >= BATCH) log(`trades: ${end - first + 1} of ${wanted}`);
    }
    log(`trades: ${wanted} of history over the ${spanDays} days before the replayed ones`);
  },
};

function insertTrades(input: { start: number; end: number; first: number; wanted: number; seed: number; now: Date; spanDays: number; people: Person[] }) {
  const { start, end, first, wanted, seed, now, spanDays, people } = input;
  // h(k): the k-th independent hash of the row number, a non-negative bigint.
  const h = (k: number) => sql.raw(`abs(hashint8extended(g.i, ${seed * 100 + k}))`);
  const peopleRows = sql.join(people.map((p, n) => sql`(${sql.raw(String(n))}, ${p.name}, ${p.document}, ${p.ispb}, ${p.branch}, ${p.account})`), sql`, `);
  const failures = sql.raw(`array[${FAILURES.map((f) => `'${f}'`).join(', ')}]`);
  return sql`
    with people (n, name, document, ispb, branch, account) as (values ${peopleRows}),
    merchants as (
      select row_number() over (order by u.id) - 1 as n, u.id, u.name, u.doc_number, a.id as account_id, a.ispb, a.branch, a.account_number
      from ${walletUsers} u
      join lateral (select * from ${bankAccounts} b where b.owner_id = u.id order by b.id limit 1) a on true
      where u.kind = 'merchant'
    ),
    shaped as (
      select g.i,
        -- In the order they happened, as trades arrive: row n at its share of the span, give or take a second.
        ${now}::timestamptz - interval '1 minute' - make_interval(secs =>
          ${sql.raw(String(spanDays * 86_400))} * (1 - (g.i - ${sql.raw(String(first))})::double precision / ${sql.raw(String(wanted))}) + (${h(1)} % 1000) / 1000.0) as created_at,
        case when ${h(2)} % 10 < 7 then 'payin' else 'payout' end as trade_type,
        ${h(3)} % 1000 as roll,
        greatest(100, floor(exp(ln(100) + (${h(4)} % 1000000) / 1000000.0 * (ln(5000000) - ln(100)))))::bigint as amount,
        ${h(5)} % (select count(*) from merchants) as m, ${h(6)} % ${sql.raw(String(people.length))} as p,
        ${h(7)} as h7, ${h(8)} as h8, md5(${sql.raw(String(seed))}::text || ':' || g.i) as digest
      from generate_series(${start}::bigint, ${end}::bigint) as g(i)
    ),
    decided as (
      select s.*,
        case
          when s.created_at > ${now}::timestamptz - interval '10 minutes' and s.roll < 300 then 'pending'
          when s.created_at > ${now}::timestamptz - interval '10 minutes' and s.roll < 600 then 'processing'
          when s.roll < 900 then 'success' when s.roll < 950 then 'failed' else 'refunded'
        end as status
      from shaped s
    )
    insert into ${trades} (trade_no, trade_type, status, amount, fee, currency, merchant_id, account_id,
      payer_name, payer_document, payer_ispb, payer_branch, payer_account,
      payee_name, payee_document, payee_ispb, payee_branch, payee_account,
      end_to_end_id, txid, description, failure_reason, created_at, processed_at, finished_at, refunded_at)
    select
      'T' || to_char(d.created_at at time zone 'UTC', 'YYYYMMDD') || lpad(d.i::text, 10, '0'),
      d.trade_type, d.status, d.amount,
      case when d.trade_type = 'payin' then greatest(1, d.amount * 99 / 10000) else 50 end,
      'BRL', m.id, m.account_id,
      case when d.trade_type = 'payin' then p.name else m.name end,
      case when d.trade_type = 'payin' then p.document else m.doc_number end,
      case when d.trade_type = 'payin' then p.ispb else m.ispb end,
      case when d.trade_type = 'payin' then p.branch else m.branch end,
      case when d.trade_type = 'payin' then p.account else m.account_number end,
      case when d.trade_type = 'payin' then m.name else p.name end,
      case when d.trade_type = 'payin' then m.doc_number else p.document end,
      case when d.trade_type = 'payin' then m.ispb else p.ispb end,
      case when d.trade_type = 'payin' then m.branch else p.branch end,
      case when d.trade_type = 'payin' then m.account_number else p.account end,
      'E' || case when d.trade_type = 'payin' then p.ispb else m.ispb end || to_char(d.created_at at time zone 'UTC', 'YYYYMMDDHH24MI')
        || upper(substr(d.digest, 1, 3) || lpad(to_hex(d.i), 8, '0')),
      case when d.trade_type = 'payin' and d.h7 % 10 < 7 then 'qr' || substr(d.digest, 4, 24) || lpad(to_hex(d.i), 8, '0') end,
      case when d.trade_type = 'payout' then 'Settlement to the merchant''s bank' when d.h7 % 10 < 7 then 'Pix QR code payment' else 'Pix transfer' end,
      case when d.status = 'failed' then jsonb_build_object('key', 'spi.refused', 'params', jsonb_build_object('code', (${failures})[1 + d.h8 % ${sql.raw(String(FAILURES.length))}])) end,
      d.created_at,
      case when d.status <> 'pending' then d.created_at + make_interval(secs => 1 + d.h7 % 3) end,
      -- Finished after it was processed: a timeline runs in time order.
      case when d.status in ('success', 'failed', 'refunded') then d.created_at + make_interval(secs => 1 + d.h7 % 3) + make_interval(secs => 1 + d.h8 % 4) end,
      case when d.status = 'refunded' then least(${now}::timestamptz, d.created_at + make_interval(hours => (1 + d.h8 % 72)::int)) end
    from decided d
    join merchants m on m.n = d.m
    join people p on p.n = d.p
    order by d.i`;
}
