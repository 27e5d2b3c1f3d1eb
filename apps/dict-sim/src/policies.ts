import { notFound, type Answer } from './answers.js';
import type { Group } from './group.js';
import { policiesOf, type Buckets, type Policy, type PolicyCategory } from './buckets.js';

const stateOf = (policy: Policy, buckets: Buckets, owner: string, now: number) => ({
  AvailableTokens: buckets.available(policy, owner, now),
  Capacity: policy.capacity,
  RefillTokens: policy.refillTokens,
  RefillPeriodSec: policy.refillPeriodSec,
  Name: policy.name,
});

/** `bucketStates`: every bucket of the participant calling, as it stands. */
function listPolicies(buckets: Buckets, category: PolicyCategory, caller: string, now: Date): Answer {
  const policies = policiesOf(category).map((policy) => stateOf(policy, buckets, caller, now.getTime()));
  return { status: 200, schema: 'ListPoliciesResponse', body: { Category: category, Policies: policies } };
}

/** `getPolicy`: one bucket of the participant calling. */
function getPolicy(buckets: Buckets, category: PolicyCategory, caller: string, name: string, now: Date): Answer {
  const policy = policiesOf(category).find((candidate) => candidate.name === name);
  if (!policy) return notFound(`No policy ${name}`);
  return { status: 200, schema: 'GetPolicyResponse', body: { Category: category, Policy: stateOf(policy, buckets, caller, now.getTime()) } };
}

/** The policies' calls: `/policies/…`. */
export const policies: Group<void> = (app, call, { buckets, category }) => {
  app.get('/policies/', call('bucketStates', null, ({ caller, now }) => listPolicies(buckets, category, caller, now)));
  app.get('/policies/:policy', call('getPolicy', null, ({ caller, params, now }) => getPolicy(buckets, category, caller, params.policy!, now)));
};
