import type { Message } from '@wallet/dict-api';
import type { DictBucketStates, DictPolicies } from '../policies.js';
import type { DictTransport } from './transport.js';

/** Our buckets at the DICT, through its API (`bucketStates`). */
export class ApiDictPolicies implements DictPolicies {
  constructor(private readonly dict: DictTransport, private readonly ourIspb: string) {}

  async bucketStates(): Promise<DictBucketStates> {
    const answer = await this.dict.call('bucketStates', { headers: { 'PI-RequestingParticipant': this.ourIspb } });
    const policies = (answer.Policies ?? []) as Message[];
    return {
      category: String(answer.Category),
      buckets: policies.map((policy) => ({
        policy: String(policy.Name), available: Number(policy.AvailableTokens), capacity: Number(policy.Capacity),
        refillTokens: Number(policy.RefillTokens), refillPeriodSeconds: Number(policy.RefillPeriodSec),
      })),
    };
  }
}
