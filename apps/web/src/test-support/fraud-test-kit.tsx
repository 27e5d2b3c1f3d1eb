/**
 * What the tests of the screens that show fraud markers share (the markers, a key's lookup, a MED
 * case's marking, the customer story): a sample marker, the DICT's statistics of a key, and the calls' paths.
 */
import { pix } from '@wallet/contracts';

type FraudMarker = pix.fraud.FraudMarker;
type FraudStatistics = pix.fraud.FraudStatistics;

export const FRAUD_PATHS = {
  list: pix.fraud.list.path, create: pix.fraud.create.path, cancel: pix.fraud.cancel.path, ofCustomer: pix.fraud.ofCustomer.path, lookup: pix.fraud.lookup.path,
} as const;

/** An active mule-account marker on Ana Souza's CPF, set from MED case 12. */
export function marker(overrides: Partial<FraudMarker> = {}): FraudMarker {
  return {
    id: 3, dict_id: 'f1a2b3c4-0000-4000-8000-000000000003', kind: 'MULE_ACCOUNT', target: 'person', document: '52998224725', key_value: null,
    customer_id: 9, customer_name: 'Ana Souza', customer_kind: 'user', case_id: 12, status: 'active', note: 'Money moved on within minutes', created_by: 'compliance',
    created_at: '2026-01-15T12:00:00.000Z', cancelled_by: null, cancelled_at: null, cancel_reason: null,
    ...overrides,
  };
}

const windows = (d3: number, d30: number, m6: number) => ({ d3, d30, m6 });

/** Statistics with a marker on the owner (or none), and a few counters. */
export function statistics(ownerMarkers = 1): FraudStatistics {
  const counters = { settlements: windows(2, 14, 80), reported_frauds: windows(1, 3, 5), confirmed_frauds: windows(0, 1, 2), rejected: windows(0, 0, 1) };
  return { key: counters, owner: counters, markers: { key: 0, owner: ownerMarkers } };
}
