import { pix, Target, z } from '@wallet/contracts';
import type { Owner } from '../../components/OwnerPicker';
import { readLimitAmount } from './limit-change';

type PixLimit = pix.limits.PixLimit;
const { limits_type, period_type, reason } = pix.limits.change.body.shape;

/**
 * The limit form of one opening: whose limit (the row's, or an owner picked by kind), its type and
 * period, the new amount as typed (read as the server reads it: zero is a limit, a third decimal
 * is refused, and so is more than the central bank's maximum) and the reason; then the change's
 * body under the contract's own rules.
 */
export function limitForm(row: PixLimit | null) {
  const typed = z.object({ kind: Target.schema, owner: z.custom<Owner | null>(), limits_type, period_type, amount: z.string(), reason })
    .check(z.superRefine((fields, ctx) => {
      if (!row && !fields.owner) ctx.addIssue({ code: 'custom', path: ['owner'], message: 'required' });
      const { problem } = readLimitAmount(fields.amount, fields);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    }));
  const toBody = ({ owner, amount, reason: why, limits_type: type, period_type: period }: z.output<typeof typed>) => ({
    owner_id: row?.owner_id ?? owner?.id ?? 0,
    limits_type: type,
    period_type: period,
    amount: readLimitAmount(amount, { limits_type: type, period_type: period }).centavos ?? 0,
    reason: why,
  });
  return z.pipe(typed, z.pipe(z.transform(toBody), pix.limits.change.body));
}

export type LimitForm = ReturnType<typeof limitForm>;
