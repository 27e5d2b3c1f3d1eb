import { pix } from '@wallet/contracts';
import { useApiQuery } from '../../api/hooks';
import type { LimitInForce } from './limit-change';

type LimitsType = pix.limits.PixLimit['limits_type'];
type PeriodType = pix.limits.PixLimit['period_type'];

export interface LimitLookup {
  /** The row being changed, when the dialog was opened from one: no look-up needed. */
  row: pix.limits.PixLimit | null;
  ownerId: number | null;
  limits_type: LimitsType;
  period_type: PeriodType;
}

/** The limit an owner has for one type and period, to tell a decrease from an increase before sending. */
export function useLimitInForce({ row, ownerId, limits_type, period_type }: LimitLookup): LimitInForce {
  const lookUp = !row && ownerId !== null;
  const body = { page: 1, page_size: 1, limits_type, period_type, ...(ownerId !== null ? { owner_id: ownerId } : {}) };
  const query = useApiQuery(pix.limits.list, body, { enabled: lookUp });
  if (row) return row;
  // The previous owner's or period's answer, kept while this one loads, says nothing about this one.
  if (query.isError) return 'failed';
  if (!query.data || query.isPlaceholderData) return 'checking';
  return query.data.list[0] ?? 'none';
}
