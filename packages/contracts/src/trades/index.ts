import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, Centavos, CentavosOrZero, Day, filterOf, Instant, Pagination, Paging, Reason, RowId, StatedText, TimeZone } from '../common.js';
import { endToEndIdDateExists, looksLikeEndToEndId } from '../end-to-end-id.js';
import { TradeExport } from '../cockpit/export-file.js';
import { Currency, ExportStatus, MarkedPayeeRule, ReturnReason, ReturnStatus, TradeStatus, TradeType } from '../options.js';

/** Days the list and exports cover when no range is given: the last 7, today included. */
export const DEFAULT_TRADE_DAYS = 7;

export const Party = z.object({
  name: z.string(),
  document: z.string(),
  ispb: z.string(),
  /** The participant's name, when the ISPB is in the participants table. */
  bank_name: z.nullable(z.string()),
  branch: z.string(),
  account: z.string(),
});
export type Party = z.infer<typeof Party>;

export const Trade = z.object({
  id: z.int(),
  trade_no: z.string(),
  trade_type: TradeType.schema,
  status: TradeStatus.schema,
  amount: Amount,
  fee: Amount,
  currency: Currency.schema,
  merchant_id: z.int(),
  merchant_name: z.string(),
  payer_name: z.string(),
  payee_name: z.string(),
  end_to_end_id: z.string(),
  txid: z.nullable(z.string()),
  created_at: Instant,
  finished_at: z.nullable(Instant),
});
export type Trade = z.infer<typeof Trade>;

export const TimelineStep = z.object({ status: TradeStatus.schema, at: Instant });

/** Ledger accounts as a trade's transfers name them: a customer's available or held money, or one of ours. */
export const LedgerAccountKind = z.enum(['customer_available', 'customer_held', 'settlement', 'fee_revenue', 'payouts_in_flight', 'returns_payable', 'opening_balances']);

/** The money a trade moved: its ledger transfers, each with entries that sum to zero. */
export const TradeTransfer = z.object({
  id: z.int(),
  kind: z.enum(['payin', 'payout', 'payout_settled', 'payout_rejected', 'return_sent', 'return_settled', 'return_rejected', 'return_received']),
  created_at: Instant,
  entries: z.array(z.object({
    ledger_account: LedgerAccountKind,
    /** The customer's account, for their available or held money. */
    bank_account_id: z.nullable(z.int()),
    account_number: z.nullable(z.string()),
    /** Centavos credited (positive) or debited (negative). */
    amount: Amount,
  })),
});

/** Money of the trade given back (a devolução): `sent` by us to the payer, `received` from the payee's institution. */
export const TradeReturn = z.object({
  id: z.int(),
  /** The return's own id at the SPI (`D…`). */
  return_id: z.string(),
  direction: z.enum(['sent', 'received']),
  amount: Amount,
  reason_code: ReturnReason.schema,
  /** The member's reason, or the system's note for a return another institution sent. */
  reason: StatedText,
  status: ReturnStatus.schema,
  /** The SPI's rejection, as a note (`NOTES`). */
  failure_reason: z.nullable(StatedText),
  operator: z.string(),
  created_at: Instant,
  finished_at: z.nullable(Instant),
});
export type TradeReturn = z.infer<typeof TradeReturn>;

export const TradeDetail = z.extend(Trade, {
  /** The merchant's bank account the money moved on, when it is one of ours. */
  account_id: z.nullable(z.int()),
  account_number: z.nullable(z.string()),
  payer: Party,
  payee: Party,
  description: z.string(),
  /** Why it failed, as a note (`NOTES`): the SPI's answer or our refusal, worded by the client. */
  failure_reason: z.nullable(StatedText),
  timeline: z.array(TimelineStep),
  transfers: z.array(TradeTransfer),
  returns: z.array(TradeReturn),
  /** What of a settled pay-in can still be returned to its payer; 0 for any other trade. */
  returnable: Amount,
  /** The MED case that follows this Pix, when one does. */
  med_case_id: z.nullable(z.int()),
  /** The Pix key a payout was sent to, when the customer paid a key. */
  payee_key: z.nullable(z.string()),
  /** What the fraud-marker rule did with a payout to a marked key or person (null: the payee was not marked). */
  payee_rule: z.nullable(MarkedPayeeRule.schema),
});
export type TradeDetail = z.infer<typeof TradeDetail>;

/** The filters of the trade list, also what an export takes. */
const filterFields = {
  trade_type: filterOf(TradeType.schema),
  trade_status: filterOf(TradeStatus.schema),
  currency: filterOf(Currency.schema),
  /** A merchant's id, or part of its name. */
  merchant: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  /** Both days included, Brasília calendar days; the last 7 days when absent. */
  created_from: z.optional(Day),
  created_to: z.optional(Day),
  amount_min: z.optional(CentavosOrZero),
  amount_max: z.optional(CentavosOrZero),
  /**
   * The payer or the payee: a CPF or CNPJ (punctuation ignored), the start of a name, or an
   * account number.
   */
  party: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  /** Exactly a trade number, an end-to-end id (in any letter case) or a txid. */
  search: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
};

interface RangeFields {
  search?: string | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
  amount_min?: number | undefined;
  amount_max?: number | undefined;
}

/**
 * A range's start may not come after its end (the refusal names the end field), and an end-to-end
 * id searched for must have a date that exists.
 */
function checkRanges(body: RangeFields, ctx: z.core.$RefinementCtx) {
  if (body.search && looksLikeEndToEndId(body.search) && !endToEndIdDateExists(body.search)) {
    ctx.addIssue({ code: 'custom', path: ['search'], message: 'is an end-to-end id whose date does not exist (its yyyyMMddHHmm part)' });
  }
  if (body.created_from && body.created_to && body.created_from > body.created_to) {
    ctx.addIssue({ code: 'custom', path: ['created_to'], message: 'must not be before created_from' });
  }
  if (body.amount_min !== undefined && body.amount_max !== undefined && body.amount_min > body.amount_max) {
    ctx.addIssue({ code: 'custom', path: ['amount_max'], message: 'must not be less than amount_min' });
  }
}

export const TradeFilters = z.strictObject(filterFields).check(z.superRefine(checkRanges));
export type TradeFilters = z.output<typeof TradeFilters>;

/** What an export selects, and the zone its times are written in (named in the file's header). */
export const TradeExportRequest = z.strictObject({ ...filterFields, time_zone: TimeZone }).check(z.superRefine(checkRanges));
export type TradeExportRequest = z.output<typeof TradeExportRequest>;

export const TradeListData = z.object({
  list: z.array(Trade),
  pagination: Pagination,
  /** What the matching trades add up to; null past COUNT_CAP, where they are not added. */
  totals: z.nullable(z.object({ amount: z.int(), fee: z.int() })),
});

export type { ExportStatus } from '../options.js';

// The export's file and record, declared apart (cockpit/export-file.ts) so that every list's export button needs no trade schema.
export { ExportFormat, TradeExport } from '../cockpit/export-file.js';

export const list = endpoint({
  path: '/api/v1/trade/list',
  access: 'trades.view',
  exportable: true,
  summary: 'Pix trades (pay-ins and payouts), newest first, filtered and paged; totals past 10 000 are capped',
  body: z.strictObject({ ...Paging, ...filterFields }).check(z.superRefine(checkRanges)),
  data: TradeListData,
});

export const detail = endpoint({
  path: '/api/v1/trade/detail',
  access: 'trades.view',
  summary: 'One trade with both parties, the merchant account and its status timeline',
  body: z.strictObject({ id: RowId }),
  data: TradeDetail,
});

export const returnMoney = endpoint({
  path: '/api/v1/trade/return',
  access: 'trades.return',
  mutation: true,
  idempotencyKeyRequired: true,
  summary: "Return money of a settled Pix received to its payer (devolução), whole or in part, from the customer's available money, within 90 days",
  body: z.strictObject({ trade_id: RowId, amount: Centavos, reason_code: ReturnReason.schema, reason: Reason }),
  data: TradeDetail,
});

export const reviewPayout = endpoint({
  path: '/api/v1/trade/payout_review',
  access: 'fraud.manage',
  mutation: true,
  idempotencyKeyRequired: true,
  summary: 'The second look at a payout held because its payee is marked for fraud: send it to the SPI, or refuse it and give the money back',
  body: z.strictObject({ trade_id: RowId, decision: z.enum(['send', 'refuse']), reason: Reason }),
  data: TradeDetail,
});

export const download = endpoint({
  path: '/api/v1/trade/download',
  access: 'trades.export',
  mutation: true,
  summary: 'Queue a CSV export of the trades the filters select, its times in the zone named (São Paulo by default)',
  body: TradeExportRequest,
  data: TradeExport,
});

export const downloadList = endpoint({
  path: '/api/v1/trade/download_list',
  access: 'trades.export',
  summary: "The signed-in member's exports, newest first, with their progress",
  body: z.strictObject({ ...Paging, status: filterOf(ExportStatus.schema) }),
  data: z.object({
    list: z.array(TradeExport),
    pagination: Pagination,
    admin_trade_download_info: z.object({
      /** Exports of the member still queued or running: the console refreshes while any are. */
      active: z.int(),
      retention_days: z.int(),
    }),
  }),
});

export const downloadRetry = endpoint({
  path: '/api/v1/trade/download_retry',
  access: 'trades.export',
  mutation: true,
  summary: 'Queue a failed export again',
  body: z.strictObject({ id: RowId }),
  data: TradeExport,
});

export const downloadLink = endpoint({
  path: '/api/v1/trade/download_link',
  access: 'trades.export',
  mutation: true,
  summary: "A one-time address, valid for a minute and only with the caller's session, that streams a finished export",
  body: z.strictObject({ id: RowId }),
  data: z.object({ url: z.string(), expires_at: Instant, file_name: z.string() }),
});
