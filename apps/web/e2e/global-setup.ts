import { request, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from './environment';
import { enrolSecondFactor } from './second-factor';
import { ADMIN_PASSWORD, approver, firstRunPassword, keepSession } from './support';

interface Answer { code: number; msg: string; data: unknown }

async function call(api: APIRequestContext, path: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return (await api.post(path, { data: body, headers: { authorization: token, ...headers } })).json() as Promise<Answer>;
}

function expectCode(answer: Answer, code: number, what: string): void {
  if (answer.code !== code) throw new Error(`${what}: ${answer.code} ${answer.msg}`);
}

/**
 * A Super admin's first sign-in: the password changed to `password` when it was temporary, the
 * second factor enrolled. Answers the session, which goes on after both.
 */
async function firstSignIn(api: APIRequestContext, username: string, given: string, password: string): Promise<string> {
  const login = await call(api, '/api/v1/auth/login', '', { username, password: given });
  expectCode(login, 200, `${username}'s first sign-in`);
  const token = (login.data as { token: string }).token;
  if (given !== password) expectCode(await call(api, '/api/v1/auth/change_password', token, { current_password: given, new_password: password }), 200, `${username}'s password change`);
  await enrolSecondFactor(api, username, token);
  return token;
}

/** The approval policies an installation starts with on, which the journeys set as each needs. */
const SAFE_DEFAULTS = ['role_change', 'staff_create', 'hold_release', 'refund_accept'] as const;

/**
 * Once per run, before any spec: the first sign-ins of the first admin (a password of the run's
 * own) and of the demo data's second Super admin, the approver, each enrolling their second
 * factor, kept as the sessions the specs use (startSession, sessionToken); then the installation's
 * approval policies turned off, each loosening asked by the admin and approved by the approver, so
 * that each journey starts from no policy and turns on what it tests. auth.spec.ts walks a first
 * sign-in through the screens with a member of its own.
 */
export default async function globalSetup(): Promise<void> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const admin = await firstSignIn(api, 'admin', firstRunPassword(), ADMIN_PASSWORD);
    keepSession('admin', admin, (await call(api, '/api/v1/auth/me', admin, {})).data);
    const { username, password } = approver();
    const checker = await firstSignIn(api, username, password, password);
    keepSession('approver', checker, (await call(api, '/api/v1/auth/me', checker, {})).data);

    for (const action of SAFE_DEFAULTS) {
      const asked = await call(api, '/api/v1/approval/policy_update', admin, { action, needs_approval: false, reason: 'Each journey sets the policies it tests' });
      expectCode(asked, 202, `turning ${action} off`);
      const id = (asked.data as { approval: { id: number } }).approval.id;
      expectCode(await call(api, '/api/v1/approval/approve', checker, { id, reason: 'The browser tests start from no policy' }, { 'idempotency-key': `e2e-setup-${action}` }), 200, `approving ${action} off`);
    }
  } finally {
    await api.dispose();
  }
}
