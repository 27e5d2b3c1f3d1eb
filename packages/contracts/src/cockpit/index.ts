import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, Day, Instant, NoBody } from '../common.js';

/** How often the home dashboard asks for its figures again. */
export const DASHBOARD_REFRESH_MS = 30_000;

const Volume = z.object({ count: z.int(), value: z.int() });

/** The day's figures for the home dashboard, each the filter of a list the console links to. */
export const DashboardFigures = z.object({
  /** The institution's calendar day (Brasília) the figures are of, and when they were read. */
  day: Day,
  at: Instant,
  /** Pix today up to now, and on the same weekday last week up to the same time of day. */
  pix: z.object({
    today: Volume,
    last_week: Volume,
    payins: Volume,
    payouts: Volume,
    /** Of today's ended Pix (settled or failed), the share settled; null before any ended. */
    success_rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
    failed: z.int(),
  }),
  /** Pix per hour of the day (Brasília), today and on the same weekday last week. */
  hourly: z.array(z.object({ hour: z.int().check(z.gte(0), z.lte(23)), today: z.int(), last_week: z.int() })),
  money: z.object({
    /** Payouts sent and not yet settled or back (the ledger's payouts in flight). */
    in_flight: Amount,
    /** What holds of every type block on customer accounts. */
    held: Amount,
    /** Fees earned today (the ledger's fee revenue today, net of fees given back). */
    fees_today: Amount,
  }),
  med: z.object({ open: z.int(), due_today: z.int(), overdue: z.int() }),
  /** Claims on our keys waiting for our answer. */
  claims_to_answer: z.int(),
  /** Payouts to marked payees waiting for a second look. */
  payouts_to_review: z.int(),
  /** Background jobs (exports, reports) that failed. */
  failed_jobs: z.int(),
  /** The policies whose bucket of ours at the DICT is under a fifth of its capacity (`DictBucket.alert`). */
  dict_buckets_in_alert: z.array(z.string()),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const dashboard = endpoint({
  path: '/api/v1/dashboard/figures',
  access: 'trades.view',
  summary: "The home dashboard's figures of the day: Pix volume against last week, rates, money in flight and held, fees, and what waits for staff",
  body: NoBody,
  data: DashboardFigures,
});

export const ADAPTER_NAMES = ['SPI', 'DICT keys', 'DICT claims', 'DICT policies', 'DICT look-ups', 'DICT reconciliation', 'DICT fraud', 'DICT infractions', 'DICT refunds', 'DICT funds recovery', 'DICT tracing', 'Identity (CPF)', 'STA', 'Customer channel'] as const;

export const AdapterHealth = z.object({
  name: z.enum(ADAPTER_NAMES),
  /** `simulated`: the deterministic simulator the product ships with; `live`: a real client. */
  mode: z.enum(['simulated', 'live']),
  calls: z.int(),
  errors: z.int(),
  /** Calls the outside system refused for an empty bucket of its request limits (429). */
  rate_limited: z.int(),
  last_contact_at: z.nullable(Instant),
  last_error: z.nullable(z.string()),
});
export type AdapterHealth = z.infer<typeof AdapterHealth>;

/** Below this share of its capacity a bucket of the DICT's request limits is in alert. */
export const BUCKET_ALERT_SHARE = 0.2;

/** One of our buckets at the DICT (a policy of its request limits), as it stood when read. */
export const DictBucket = z.object({
  policy: z.string(),
  available: z.int(),
  capacity: z.int(),
  refill_tokens: z.int(),
  refill_period_seconds: z.int(),
  /** Fewer tokens left than `BUCKET_ALERT_SHARE` of its capacity. */
  alert: z.boolean(),
});
export type DictBucket = z.infer<typeof DictBucket>;

/**
 * Our request limits at the DICT. `read`: as its policies call answered at `read_at`; `none`: this
 * DICT limits no requests (the simulators in this process); `unreachable`: it did not answer (`error`).
 */
export const DictLimits = z.object({
  state: z.enum(['read', 'none', 'unreachable']),
  category: z.nullable(z.string()),
  read_at: z.nullable(Instant),
  buckets: z.array(DictBucket),
  error: z.nullable(z.string()),
});
export type DictLimits = z.infer<typeof DictLimits>;

export const SystemStatus = z.object({
  version: z.string(),
  started_at: Instant,
  at: Instant,
  database: z.object({ driver: z.enum(['pglite', 'postgres']), up: z.boolean(), latency_ms: z.number() }),
  jobs: z.object({ queued: z.int(), running: z.int(), failed: z.int(), oldest_queued_at: z.nullable(Instant) }),
  adapters: z.array(AdapterHealth),
  dict_limits: DictLimits,
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const status = endpoint({
  path: '/api/v1/system/status',
  access: 'system.view',
  summary: 'The health of this API process: the database, the job queue, each outside system (simulated or live, calls, errors, last contact) and the build',
  body: NoBody,
  data: SystemStatus,
});

export * from './search.js';
export * from './views.js';
export * from './exports.js';
export * from './export-file.js';
export * from './map.js';
export * from './calendar.js';
