import { request } from '@playwright/test';
import { E2E_BASE_URL } from './environment';
import { ADMIN_PASSWORD, firstRunPassword } from './support';

/**
 * Once per run, before any spec: the first admin's temporary password is changed to
 * ADMIN_PASSWORD, as its first sign-in demands, so that every spec signs in straight to the
 * console. auth.spec.ts walks a first sign-in through the screens with a member of its own.
 */
export default async function globalSetup(): Promise<void> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const temporary = firstRunPassword();
    const login = await (await api.post('/api/v1/auth/login', { data: { username: 'admin', password: temporary } })).json();
    if (login.code !== 200) throw new Error(`the first admin's sign-in: ${login.msg}`);
    const headers = { authorization: login.data.token as string };
    const changed = await (await api.post('/api/v1/auth/change_password', { data: { current_password: temporary, new_password: ADMIN_PASSWORD }, headers })).json();
    if (changed.code !== 200) throw new Error(`the first admin's password change: ${changed.msg}`);
    await api.post('/api/v1/auth/logout', { data: {}, headers });
  } finally {
    await api.dispose();
  }
}
