import type { DictBucketStates, DictPolicies } from './policies.js';

/** The simulators in this process limit no requests: they have no buckets to tell. */
export class SimulatedDictPolicies implements DictPolicies {
  bucketStates(): Promise<DictBucketStates | null> {
    return Promise.resolve(null);
  }
}
