import { sql } from 'drizzle-orm';
import { FIRST_NAMES, LAST_NAMES } from '../../simulation/people.js';
import { MERCHANT_EVERY } from './customers.js';
import { hashOf, literal, rowsOf, spreadOver, wordsOf, type BulkContext, type RowRange } from './rows.js';

/** The trades span the year before the load's `now`, unless the load asks for fewer days. */
export const TRADE_DAYS = 365;
const OTHER_BANK = '60701190';

/** Trade g's merchant, as a customer row number (every MERCHANT_EVERY-th customer is one). */
const merchantRow = (context: BulkContext) =>
  sql`(1 + ${hashOf(context, 11)} % ${literal(Math.max(1, Math.floor(context.customers / MERCHANT_EVERY)))}) * ${literal(MERCHANT_EVERY)}`;

/**
 * A year of Pix trades of the merchants, in time order: 70% pay-ins, 90% settled, 5% failed, 5%
 * returned; the other party is a person at another bank.
 */
export const tradeRows = (context: BulkContext, range: RowRange) => {
  const h = (k: number) => hashOf(context, k);
  const id = sql`${literal(context.base.trade)} + g.i`;
  return sql`
    insert into trades (id, trade_no, trade_type, status, amount, fee, merchant_id, account_id,
      payer_name, payer_document, payer_ispb, payer_branch, payer_account, payee_name, payee_document, payee_ispb, payee_branch, payee_account,
      end_to_end_id, description, failure_reason, created_at, processed_at, finished_at, refunded_at)
    select t.id, 'T' || to_char(t.at at time zone 'UTC', 'YYYYMMDD') || lpad(t.id::text, 10, '0'), t.kind, t.status, t.amount,
      case when t.kind = 'payin' then greatest(1, t.amount * 99 / 10000) else 50 end,
      u.id, a.id,
      case when t.kind = 'payin' then t.person else u.name end, case when t.kind = 'payin' then t.document else u.doc_number end,
      case when t.kind = 'payin' then ${OTHER_BANK} else ${context.ispb} end, '0001', case when t.kind = 'payin' then t.person_account else a.account_number end,
      case when t.kind = 'payin' then u.name else t.person end, case when t.kind = 'payin' then u.doc_number else t.document end,
      case when t.kind = 'payin' then ${context.ispb} else ${OTHER_BANK} end, '0001', case when t.kind = 'payin' then a.account_number else t.person_account end,
      'E' || case when t.kind = 'payin' then ${OTHER_BANK} else ${context.ispb} end || to_char(t.at at time zone 'UTC', 'YYYYMMDDHH24MI') || 'B' || lpad(t.id::text, 10, '0'),
      case when t.kind = 'payin' then 'Pix QR code payment' else 'Settlement to the merchant''s bank' end,
      case when t.status = 'failed' then '{"key": "spi.refused", "params": {"code": "AC07"}}'::jsonb end,
      t.at, t.at + interval '1 second', t.at + interval '2 seconds', case when t.status = 'refunded' then t.at + interval '1 hour' end
    from (
      select ${id} as id, ${spreadOver(context, context.trades, context.tradeDays)} as at,
        case when ${h(12)} % 10 < 7 then 'payin' else 'payout' end as kind,
        case when ${h(13)} % 100 < 90 then 'success' when ${h(13)} % 100 < 95 then 'failed' else 'refunded' end as status,
        greatest(100, floor(exp(ln(100) + (${h(14)} % 1000000) / 1000000.0 * (ln(5000000) - ln(100)))))::bigint as amount,
        ${merchantRow(context)} as merchant,
        (${wordsOf(FIRST_NAMES)})[1 + ${h(15)} % ${literal(FIRST_NAMES.length)}] || ' ' || (${wordsOf(LAST_NAMES)})[1 + ${h(16)} % ${literal(LAST_NAMES.length)}] as person,
        lpad((${h(17)} % 100000000000)::text, 11, '0') as document, (${h(18)} % 100000000)::text as person_account
      from ${rowsOf(range)}
    ) t
    join wallet_users u on u.id = ${literal(context.base.customer)} + t.merchant
    join bank_accounts a on a.id = ${literal(context.base.account)} + t.merchant
    order by t.id`;
};

/** The ledger transfer of each settled or returned trade: money between the settlement account and the merchant's. */
export const transferRows = (context: BulkContext, range: RowRange) => sql`
  insert into ledger_transfers (id, transfer_key, kind, trade_id, reason, operator, created_at)
  select ${literal(context.base.transfer)} + g.i, 'bulk:' || t.id, t.trade_type, t.id, '{"key": "pix.settled", "params": {}}'::jsonb, 'spi', t.finished_at
  from ${rowsOf(range)} join trades t on t.id = ${literal(context.base.trade)} + g.i
  where t.status <> 'failed'`;

/** The two entries of each transfer, balanced: the merchant's available money and the settlement account, opposite ways. */
export const entryRows = (context: BulkContext, range: RowRange) => sql`
  insert into ledger_entries (transfer_id, ledger_account_id, amount, balance_after, created_at)
  select x.id, e.account, e.amount, 0, x.created_at
  from ${rowsOf(range)}
  join ledger_transfers x on x.id = ${literal(context.base.transfer)} + g.i
  join trades t on t.id = x.trade_id
  join ledger_accounts customer on customer.bank_account_id = t.account_id and customer.kind = 'customer_available'
  cross join lateral (values
    (customer.id, case when t.trade_type = 'payin' then t.amount else -t.amount end),
    ((select id from ledger_accounts where kind = 'settlement' and bank_account_id is null), case when t.trade_type = 'payin' then -t.amount else t.amount end)
  ) as e(account, amount)
  order by x.id`;

/** A MED case on one trade in a hundred, the pay-ins' payers contesting; the last month's still open. */
export const medCaseRows = (context: BulkContext, range: RowRange) => sql`
  insert into med_cases (trade_id, end_to_end_id, trade_no, side, origin, status, amount, customer_id, account_id, counterparty_ispb,
    next_deadline_at, next_deadline_kind, opened_by, opened_at, closed_at, close_note)
  select t.id, t.end_to_end_id, t.trade_no, 'receiver', 'infraction_report', o.status, t.amount, t.merchant_id, t.account_id, t.payer_ispb,
    case when o.status = 'open' then t.created_at + interval '7 days' end, case when o.status = 'open' then 'report_analysis' end,
    'dict', t.created_at + interval '1 day', case when o.status = 'closed' then t.created_at + interval '8 days' end,
    case when o.status = 'closed' then to_jsonb('Analysed: no fraud'::text) end
  from ${rowsOf(range)}
  join trades t on t.id = ${literal(context.base.trade)} + g.i
  cross join lateral (select case when t.created_at > ${context.now.toISOString()}::timestamptz - interval '30 days' then 'open' else 'closed' end as status) o
  where g.i % 100 = 0 and t.trade_type = 'payin' and t.status = 'success'`;

/** An audit row for every ten trades: members looking up and acting, refused one time in seventeen. */
export const auditRows = (context: BulkContext, range: RowRange) => {
  const h = (k: number) => hashOf(context, k);
  return sql`
    insert into audit_logs (at, actor_name, action, target, result, code, message, ip, request_id)
    select ${spreadOver(context, context.trades, context.tradeDays)},
      (array['operations', 'compliance', 'finance', 'support'])[1 + ${h(21)} % 4],
      (array['funds/freeze', 'user/block', 'auth/login', 'pix-keys/register', 'trade/download'])[1 + ${h(22)} % 5],
      'bank_account:' || (${literal(context.base.account)} + 1 + ${h(23)} % ${literal(context.customers)}),
      case when ${h(24)} % 17 = 0 then 'refused' else 'ok' end, case when ${h(24)} % 17 = 0 then 409 else 200 end, 'ok',
      '10.0.0.' || (${h(25)} % 250), md5('bulk:' || g.i)
    from ${rowsOf(range)}
    where g.i % 10 = 0`;
};
