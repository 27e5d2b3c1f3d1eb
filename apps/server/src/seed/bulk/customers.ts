import { sql } from 'drizzle-orm';
import { AREA_CODES, BUSINESS_WORDS, FIRST_NAMES, LAST_NAMES } from '../../simulation/people.js';
import { hashOf, literal, rowsOf, spreadOver, wordsOf, type BulkContext, type RowRange } from './rows.js';

// Customer g (from 1) is a merchant when g is a multiple of MERCHANT_EVERY, a wallet user otherwise;
// it has one account, one Pix key and one ledger account of available money, all numbered after it.
export const MERCHANT_EVERY = 10;
const CUSTOMER_DAYS = 3 * 365;

const pick = (words: readonly string[], hash: ReturnType<typeof hashOf>) => sql`(${wordsOf(words)})[1 + ${hash} % ${literal(words.length)}]`;

/** The kind of the customer of row `g.i`: one in MERCHANT_EVERY is a merchant. */
const ownerKind = sql.raw(`case when g.i % ${MERCHANT_EVERY} = 0 then 'merchant' else 'user' end`);

/** Customers: people and businesses (one in ten), joined over three years, 2% blocked. */
export const customerRows = (context: BulkContext, range: RowRange) => {
  const h = (k: number) => hashOf(context, k);
  return sql`
    insert into wallet_users (id, kind, name, email, phone, state, doc_type, doc_number, status, blocked_reason, kyc_status, created_at, updated_at)
    select ${literal(context.base.customer)} + g.i, ${ownerKind},
      case when g.i % ${literal(MERCHANT_EVERY)} = 0 then ${pick(BUSINESS_WORDS, h(1))} || ' ' || ${pick(LAST_NAMES, h(2))} || ' Ltda'
        else ${pick(FIRST_NAMES, h(1))} || ' ' || ${pick(LAST_NAMES, h(2))} || ' ' || ${pick(LAST_NAMES, h(3))} end,
      'cliente.' || g.i || '@exemplo.com.br',
      '+55' || ${pick(AREA_CODES, h(4))} || '9' || lpad(g.i::text, 8, '0'),
      'SP',
      case when g.i % ${literal(MERCHANT_EVERY)} = 0 then 'CNPJ' else 'CPF' end,
      case when g.i % ${literal(MERCHANT_EVERY)} = 0 then '9' || lpad(g.i::text, 13, '0') else '7' || lpad(g.i::text, 10, '0') end,
      case when ${h(5)} % 100 < 2 then 'blocked' else 'active' end,
      case when ${h(5)} % 100 < 2 then 'Fraud suspicion' end,
      case when g.i % ${literal(MERCHANT_EVERY)} = 0 then null else 'approved' end,
      ${spreadOver(context, context.customers, CUSTOMER_DAYS)}, ${spreadOver(context, context.customers, CUSTOMER_DAYS)}
    from ${rowsOf(range)}`;
};

/** One active account at our institution per customer, with its ledger account of available money. */
export const accountRows = (context: BulkContext, range: RowRange) => sql`
  insert into bank_accounts (id, owner_id, owner_kind, ispb, branch, account_number, account_type, status, available, frozen, created_at, updated_at)
  select ${literal(context.base.account)} + g.i, ${literal(context.base.customer)} + g.i, ${ownerKind}, ${context.ispb}, '0001',
    (9000000000 + g.i)::text, 'CACC', 'active', 0, 0,
    ${spreadOver(context, context.customers, CUSTOMER_DAYS)}, ${spreadOver(context, context.customers, CUSTOMER_DAYS)}
  from ${rowsOf(range)}`;

export const ledgerAccountRows = (context: BulkContext, range: RowRange) => sql`
  insert into ledger_accounts (id, kind, bank_account_id, balance)
  select ${literal(context.base.ledgerAccount)} + g.i, 'customer_available', ${literal(context.base.account)} + g.i, 0
  from ${rowsOf(range)}`;

/** One Pix key per customer, of each type in turn (2% deleted), each with the log of its registration. */
export const keyRows = (context: BulkContext, range: RowRange) => {
  const h = (k: number) => hashOf(context, k);
  return sql`
    insert into pix_keys (id, key_type, key_value, status, owner_id, account_id, deleted_reason, created_at, updated_at)
    select ${literal(context.base.key)} + g.i, k.key_type,
      case k.key_type
        when 'CPF' then '7' || lpad(g.i::text, 10, '0') when 'CNPJ' then '9' || lpad(g.i::text, 13, '0')
        when 'EMAIL' then 'cliente.' || g.i || '@exemplo.com.br' when 'PHONE' then '+55119' || lpad(g.i::text, 8, '0')
        else md5('evp:' || g.i)::uuid::text end,
      case when ${h(6)} % 100 < 2 then 'deleted' else 'active' end,
      ${literal(context.base.customer)} + g.i, ${literal(context.base.account)} + g.i,
      case when ${h(6)} % 100 < 2 then to_jsonb('Asked by the customer'::text) end,
      ${spreadOver(context, context.customers, CUSTOMER_DAYS)}, ${spreadOver(context, context.customers, CUSTOMER_DAYS)}
    from ${rowsOf(range)}
    cross join lateral (select case
      when g.i % ${literal(MERCHANT_EVERY)} = 0 then (array['CNPJ', 'EMAIL', 'PHONE', 'EVP'])[1 + ${h(7)} % 4]
      else (array['CPF', 'EMAIL', 'PHONE', 'EVP'])[1 + ${h(7)} % 4] end as key_type) k`;
};

export const keyLogRows = (context: BulkContext, range: RowRange) => sql`
  insert into pix_key_logs (key_id, key_type, action, reason, operator, created_at)
  select k.id, k.key_type, 'register', '{"key": "key.registered", "params": {}}'::jsonb, 'app', ${spreadOver(context, context.customers, CUSTOMER_DAYS)}
  from ${rowsOf(range)} join pix_keys k on k.id = ${literal(context.base.key)} + g.i`;

/** A day and a night Pix limit for one customer in three. */
export const limitRows = (context: BulkContext, range: RowRange) => sql`
  insert into pix_limits (owner_id, owner_kind, limits_type, period_type, amount, updated_by, updated_at)
  select ${literal(context.base.customer)} + g.i, ${ownerKind}, 'PIX', p.period, case p.period when 'DAYTIME' then 500000 else 100000 end, 'app',
    ${spreadOver(context, context.customers, CUSTOMER_DAYS)}
  from ${rowsOf(range)} cross join (values ('DAYTIME'), ('NIGHTTIME')) as p(period)
  where g.i % 3 = 0`;

/** A KYC check per wallet user: most approved, 5% waiting, 2% rejected. */
export const kycRows = (context: BulkContext, range: RowRange) => {
  const roll = sql`${hashOf(context, 8)} % 100`;
  const submitted = spreadOver(context, context.customers, CUSTOMER_DAYS);
  return sql`
    insert into kyc_checks (user_id, document_type, status, reviewer_name, reason, submitted_at, reviewed_at)
    select ${literal(context.base.customer)} + g.i, (array['RG', 'CNH', 'CIN', 'PASSPORT'])[1 + ${hashOf(context, 9)} % 4],
      case when ${roll} < 5 then 'pending' when ${roll} < 7 then 'rejected' else 'approved' end,
      case when ${roll} >= 5 then 'compliance' end,
      case when ${roll} between 5 and 6 then 'Document unreadable' end,
      ${submitted}, case when ${roll} >= 5 then ${submitted} + interval '2 hours' end
    from ${rowsOf(range)}
    where g.i % ${literal(MERCHANT_EVERY)} <> 0`;
};
