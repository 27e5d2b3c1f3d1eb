/** What the claim screens' tests share: the calls' paths, a sample claim and its key's history, and the session. */
import { pix, type Permission } from '@wallet/contracts';
import { envelope, type Answer } from '../../../test-support/fake-api';
import { session } from '../../../test-support/trade-test-kit';
import { claim } from '../../../test-support/claim-sample';

export { fakeApi, renderScreen, SignedIn } from '../../../test-support/fake-api';
export { claim } from '../../../test-support/claim-sample';

type Claim = pix.claims.Claim;
const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export const MANAGER: Permission[] = ['claims.view', 'claims.manage', 'pix_keys.view'];
export const VIEWER: Permission[] = ['claims.view', 'pix_keys.view'];
export const PATHS = {
  list: pix.claims.list.path, detail: pix.claims.detail.path, confirm: pix.claims.confirm.path, cancel: pix.claims.cancel.path,
  complete: pix.claims.complete.path, sync: pix.claims.sync.path,
} as const;

const keyLog = (overrides: Partial<pix.keys.PixKeyLog> = {}): pix.keys.PixKeyLog => ({
  id: 90, key_id: 31, key_type: 'PHONE', key_value: '+5511912345678', action: 'claim_received', account_number: '12345', owner_name: 'Ana Souza',
  reason: 'Portability asked by 18236120', operator: 'DICT', claim_id: 7, created_at: hoursFromNow(-24), ...overrides,
});

/** The member's session and the claim calls, answered as the server would. */
export function claimAnswers(permissions: Permission[], shown: Claim = claim(), list: Claim[] = [shown]): Record<string, Answer> {
  return {
    ...session(permissions),
    [PATHS.list]: () => envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 50, total_capped: false }, counts: { live: 4, to_answer: 2, due_today: 1, overdue: 1 } }),
    [PATHS.detail]: () => envelope(200, 'ok', { claim: shown, logs: [keyLog({ id: 91, action: 'register', claim_id: null, reason: 'Registered', operator: 'ops' }), keyLog()] }),
    [PATHS.confirm]: () => envelope(200, 'Claim 7 confirmed', { ...shown, status: 'CONFIRMED', confirm_reason: 'USER_REQUESTED', completion_period_end: hoursFromNow(168) }),
    [PATHS.cancel]: ({ reason }) => envelope(200, 'Claim 7 cancelled', { ...shown, status: 'CANCELLED', cancel_reason: reason, cancelled_by: shown.role, closed_at: hoursFromNow(0), next_deadline_at: null }),
    [PATHS.complete]: () => envelope(200, 'Claim 7 completed', { ...shown, status: 'COMPLETED', closed_at: hoursFromNow(0), next_deadline_at: null }),
    [PATHS.sync]: () => envelope(200, 'Synced with the DICT', { received: 1, updated: 0, expired: 0, time: hoursFromNow(0) }),
  };
}
