import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, CentavosOrZero, filterOf, Instant, listData, Paging, Reason, RowId } from '../common.js';
import { LimitsType, PeriodType, Target } from '../options.js';

/** An increase takes effect this long after it is asked for (the DICT rules allow 24 to 48 hours). */
export const LIMIT_INCREASE_DELAY_HOURS = 24;

const REAIS = 100;

/**
 * The limit an owner has until someone changes it. The central bank sets the nighttime Pix limit of
 * natural persons at R$ 1 000,00 by default, and caps Pix Saque and Pix Troco at R$ 500,00 by day
 * and R$ 100,00 by night.
 */
export const DEFAULT_LIMITS: Record<'CPF' | 'CNPJ', Record<z.infer<typeof LimitsType.schema>, Record<z.infer<typeof PeriodType.schema>, number>>> = {
  CPF: {
    PIX: { DAYTIME: 20_000 * REAIS, NIGHTTIME: 1_000 * REAIS },
    PIX_SAQUE: { DAYTIME: 500 * REAIS, NIGHTTIME: 100 * REAIS },
    PIX_TROCO: { DAYTIME: 500 * REAIS, NIGHTTIME: 100 * REAIS },
  },
  CNPJ: {
    PIX: { DAYTIME: 200_000 * REAIS, NIGHTTIME: 50_000 * REAIS },
    PIX_SAQUE: { DAYTIME: 500 * REAIS, NIGHTTIME: 100 * REAIS },
    PIX_TROCO: { DAYTIME: 500 * REAIS, NIGHTTIME: 100 * REAIS },
  },
};

/**
 * The central bank's maximum for Pix Saque and Pix Troco (since 2023): R$ 3.000,00 by day and
 * R$ 1.000,00 by night. No limit of those types may be set above it.
 */
export const SAQUE_TROCO_MAXIMUM: Record<z.infer<typeof PeriodType.schema>, number> = { DAYTIME: 3_000 * REAIS, NIGHTTIME: 1_000 * REAIS };

export const PixLimit = z.object({
  id: z.int(),
  owner_id: z.int(),
  owner_name: z.string(),
  target: Target.schema,
  limits_type: LimitsType.schema,
  period_type: PeriodType.schema,
  /** Centavos in force now. */
  amount: Amount,
  /** A requested increase not yet in force, and when it will be. */
  pending_amount: z.nullable(Amount),
  pending_effective_at: z.nullable(Instant),
  updated_by: z.string(),
  updated_at: Instant,
});
export type PixLimit = z.infer<typeof PixLimit>;

export const list = endpoint({
  path: '/api/v1/limits/list',
  access: 'limits.view',
  exportable: true,
  summary: 'Pix limits per owner, type and period, with any pending increase',
  body: z.strictObject({
    ...Paging,
    limits_type: filterOf(LimitsType.schema),
    period_type: filterOf(PeriodType.schema),
    target: filterOf(Target.schema),
    /** Part of the owner's name, or the owner's CPF / CNPJ. */
    owner: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    owner_id: z.optional(RowId),
    /** Only limits with an increase waiting to take effect, the soonest first. */
    pending_only: z._default(z.boolean(), false),
  }),
  data: listData(PixLimit),
});

/** What an owner has used of the Pix limit of the period now running. */
export const LimitUsage = z.object({
  limits_type: LimitsType.schema,
  period_type: PeriodType.schema,
  /** When the period now running began: 06:00 for daytime, 20:00 for nighttime, Brasília time. */
  since: Instant,
  /** Centavos in force: the owner's limit, or the default for their document (a pending increase is not). */
  limit: z.int(),
  /** Centavos of the period's Pix payouts that were not refused, as the engine counts them against the limit. */
  used: z.int(),
});
export type LimitUsage = z.infer<typeof LimitUsage>;

export const usage = endpoint({
  path: '/api/v1/limits/usage',
  access: 'limits.view',
  summary: "How much of the Pix limit of the period now running (daytime 06:00–20:00, nighttime 20:00–06:00, Brasília) an owner has used",
  body: z.strictObject({ owner_id: RowId }),
  data: LimitUsage,
});

export const change = endpoint({
  path: '/api/v1/limits/change',
  access: 'limits.manage',
  mutation: true,
  sensitive: true,
  summary: 'Change a Pix limit: a decrease takes effect at once, an increase 24 hours later',
  body: z.strictObject({
    owner_id: RowId,
    limits_type: LimitsType.schema,
    period_type: PeriodType.schema,
    amount: CentavosOrZero,
    reason: Reason,
  }).check(z.superRefine((body, ctx) => {
    const maximum = SAQUE_TROCO_MAXIMUM[body.period_type];
    if (body.limits_type !== 'PIX' && body.amount > maximum) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `must not exceed ${maximum} centavos, the central bank's maximum for Pix Saque and Pix Troco in this period` });
    }
  })),
  data: PixLimit,
});
