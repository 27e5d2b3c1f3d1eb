import { cockpit } from '@wallet/contracts';
import type { DictPolicies } from '../../integrations/dict/policies.js';

/** How long a reading of the buckets serves the status page and the dashboard before the DICT is asked again (its policies call has a bucket too). */
const READING_MS = 15_000;

const readings = new WeakMap<DictPolicies, { at: number; limits: Promise<cockpit.DictLimits> }>();

async function readLimits(policies: DictPolicies, now: Date): Promise<cockpit.DictLimits> {
  try {
    const states = await policies.bucketStates();
    if (!states) return { state: 'none', category: null, read_at: null, buckets: [], error: null };
    const buckets = states.buckets.map((bucket) => ({
      policy: bucket.policy, available: bucket.available, capacity: bucket.capacity, refill_tokens: bucket.refillTokens, refill_period_seconds: bucket.refillPeriodSeconds,
      alert: bucket.available < bucket.capacity * cockpit.BUCKET_ALERT_SHARE,
    }));
    return { state: 'read', category: states.category, read_at: now.toISOString(), buckets, error: null };
  } catch (error) {
    return { state: 'unreachable', category: null, read_at: null, buckets: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** Our buckets at the DICT, as last read: read again once the reading is older than 15 seconds. */
export function dictLimits(policies: DictPolicies, now: Date): Promise<cockpit.DictLimits> {
  const last = readings.get(policies);
  if (last && now.getTime() - last.at < READING_MS && now.getTime() >= last.at) return last.limits;
  const limits = readLimits(policies, now);
  readings.set(policies, { at: now.getTime(), limits });
  return limits;
}
