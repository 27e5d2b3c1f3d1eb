/** What the account screens' tests share, and the sign-in page's and the signed-in frame's: the member's session in each setup state. */
import { auth, type Permission } from '@wallet/contracts';
import type { SessionInfo } from '../api/session';
import { envelope, type Answer } from './fake-api';

export { envelope, fakeApi, renderScreen } from './fake-api';

export const session = (admin: Partial<SessionInfo['admin']> = {}, permissions: Permission[] = ['users.view']): SessionInfo => ({
  admin: {
    id: 1, username: 'maria', name: 'Maria Souza', email: 'maria@example.com', role: { id: 2, name: 'Operations' }, status: 'active',
    totp_enabled: false, last_login_at: null, must_change_password: false, must_enrol_totp: false,
    ...admin,
  },
  permissions,
});

/** `auth.me` answering this member; change `current` to change what the next call says. */
export function meAnswers(first: SessionInfo) {
  const state = { current: first };
  const answers: Record<string, Answer> = { [auth.me.path]: () => envelope(200, 'ok', state.current) };
  return { state, answers };
}
