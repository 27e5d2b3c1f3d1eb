/**
 * The DICT's request limits (its token buckets, "políticas de limitação"): each policy's bucket of
 * ours as it stands, as the DICT's `bucketStates` answers. A request takes tokens from its policy's
 * bucket; an empty bucket is answered 429 until it refills.
 */
export interface DictPolicies {
  /** Our buckets as they stand; null from a DICT that limits no requests (the simulators in this process). */
  bucketStates(): Promise<DictBucketStates | null>;
}

export interface DictBucketStates {
  /** Our anti-scan category, A to F, which sizes the look-up bucket. */
  category: string;
  buckets: DictBucket[];
}

interface DictBucket {
  policy: string;
  available: number;
  capacity: number;
  /** Tokens put back each refill period. */
  refillTokens: number;
  refillPeriodSeconds: number;
}
