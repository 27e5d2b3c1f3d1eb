import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { auth } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { envelope, fakeApi } from '../../test-support/fake-api';
import { session } from '../account/account-test-kit';
import LoginPage from './LoginPage';


const LOGIN = auth.login.path;
const codeNeeded = () => envelope(400, 'Enter the 6-digit code from your authenticator app', { totp_required: true });
const signedIn = (admin: Parameters<typeof session>[0] = {}) => () =>
  envelope(200, 'Welcome', { ...session(admin), token: 'tok-1', expires_at: '2030-01-01T00:00:00.000Z' });

function show(url = '/login?to=%2Fbanking%2Faccounts') {
  const router = createMemoryRouter(
    [{ path: '/login', element: <LoginPage /> }, { path: '*', element: <p>went elsewhere</p> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function signIn() {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'maria' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(() => void initI18n('en'));
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('asks for the two-factor code when the server needs one, and sends it', async () => {
    const api = fakeApi({ [LOGIN]: (body) => (body.totp ? signedIn()() : codeNeeded()) });
    const router = show();
    await signIn();
    const code = await screen.findByLabelText('Two-factor code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(code, { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/banking/accounts'));
    expect(api.bodiesOf(LOGIN)).toEqual([
      { username: 'maria', password: 'correct horse battery' },
      { username: 'maria', password: 'correct horse battery', totp: '123456' },
    ]);
    expect(localStorage.getItem('wallet-app-admin-token')).toBe('tok-1');
  });

  it('sends a recovery code instead after switching, and can switch back', async () => {
    const api = fakeApi({ [LOGIN]: (body) => (body.recovery_code ? signedIn()() : codeNeeded()) });
    show();
    await signIn();
    await screen.findByLabelText('Two-factor code');
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use a two-factor code instead' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: ' ABCDE-12345 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.bodiesOf(LOGIN)).toHaveLength(2));
    expect(api.bodiesOf(LOGIN)[1]).toEqual({ username: 'maria', password: 'correct horse battery', recovery_code: 'ABCDE-12345' });
  });

  it('shows a wrong code as an error and keeps the field', async () => {
    fakeApi({ [LOGIN]: (body) => (body.totp ? envelope(400, 'Wrong two-factor code') : codeNeeded()) });
    show();
    await signIn();
    fireEvent.change(await screen.findByLabelText('Two-factor code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong two-factor code');
    expect(screen.getByLabelText('Two-factor code')).toBeTruthy();
  });

  it('sends a member with a temporary password to change it first, remembering the page asked for', async () => {
    fakeApi({ [LOGIN]: signedIn({ must_change_password: true, must_enrol_totp: true }) });
    const router = show();
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    expect(router.state.location.search).toBe('?to=%2Fbanking%2Faccounts');
  });

  it('sends a member whose role asks for two-factor to enrol', async () => {
    fakeApi({ [LOGIN]: signedIn({ must_enrol_totp: true }) });
    const router = show('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
  });
});
