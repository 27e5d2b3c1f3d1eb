/** The two answers nearly every screen's test needs, whole by their contracts: the session and the option lists. */
import { selection, type auth, type DataOf, type Option, type Permission } from '@wallet/contracts';
import { envelope, type Answer } from './fake-api';

type Member = DataOf<typeof auth.me>['admin'];

/** A signed-in member (an operations analyst unless told otherwise). */
const member = (overrides: Partial<Member> = {}): Member => ({
  id: 1,
  username: 'ops',
  name: 'Ops',
  email: 'ops@example.com',
  role: { id: 2, name: 'Operations' },
  status: 'active',
  totp_enabled: false,
  last_login_at: null,
  must_change_password: false,
  must_enrol_totp: false,
  ...overrides,
});

/** `auth/me`'s answer: the member holding these permissions. */
export const meAnswer =
  (permissions: readonly Permission[], overrides: Partial<Member> = {}): Answer =>
  () =>
    envelope(200, 'ok', { admin: member(overrides), permissions });

/** `selection`'s answer: every fixed option list, no ISPB participant unless given, and any list replaced. */
export const selectionAnswer =
  (lists: Partial<selection.Selection> = {}): Answer =>
  () =>
    envelope(200, 'ok', { ...selection.FIXED_SELECTION, ispb: [] as Option[], ...lists });
