import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { auth } from '@wallet/contracts';
import { i18n, initI18n } from '../../i18n';
import { PreferencesProvider } from '../../theme/PreferencesProvider';
import { envelope, fakeApi } from '../../test-support/fake-api';
import { session } from '../../test-support/account-test-kit';
import { storeSession } from '../../api/session';
import LoginPage from './LoginPage';

/** The sign-in page leaves for the console's document: which page it opened. */
const loadPage = vi.hoisted(() => vi.fn<(path: string) => void>());
vi.mock('../../router/full-load', () => ({ loadPage }));


const LOGIN = auth.login.path;
const codeNeeded = () => envelope(400, 'Enter the 6-digit code from your authenticator app', { totp_required: true });
const signedIn = (admin: Parameters<typeof session>[0] = {}) => () =>
  envelope(200, 'Welcome', { ...session(admin), token: 'tok-1', expires_at: '2030-01-01T00:00:00.000Z' });

function show(url = '/login?to=%2Fbanking%2Faccounts') {
  window.history.replaceState(null, '', url);
  render(<PreferencesProvider><LoginPage /></PreferencesProvider>);
}

async function signIn() {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'maria' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(() => void initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  loadPage.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('offers its languages, and speaks Portuguese once it is chosen', async () => {
    fakeApi({});
    show();
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Português (Brasil)' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(languages.getAttribute('aria-label')).toBe('Idioma');
    // Chosen again, English is kept for the next page as Portuguese was.
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(i18n.language).toBe('en'));
  });


  it('asks for the two-factor code when the server needs one, and sends it', async () => {
    const api = fakeApi({ [LOGIN]: (body) => (body.totp ? signedIn()() : codeNeeded()) });
    show();
    await signIn();
    const code = await screen.findByLabelText('Two-factor code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(code, { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/banking/accounts'));
    expect(loadPage).toHaveBeenCalledTimes(1);
    // Busy until the console's document has replaced this one: no second submit meanwhile.
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
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
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('sends a member with a temporary password to change it first, remembering the page asked for', async () => {
    fakeApi({ [LOGIN]: signedIn({ must_change_password: true, must_enrol_totp: true }) });
    show();
    await signIn();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/account/password?to=%2Fbanking%2Faccounts'));
  });

  it('sends a member whose role asks for two-factor to enrol', async () => {
    fakeApi({ [LOGIN]: signedIn({ must_enrol_totp: true }) });
    show('/login');
    await signIn();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/account/security?to=%2Fdashboard'));
  });

  it('goes straight on to the page asked for when the member already has a session, drawing no form', async () => {
    storeSession('tok-1', session());
    show('/login?to=%2Fregulatory%2Fmed');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/regulatory/med'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('never goes on to another site, nor back to sign-in', async () => {
    fakeApi({ [LOGIN]: signedIn() });
    show('/login?to=%2F%2Fevil.example%2Fpage');
    await signIn();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'));
  });
});
