import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { auth } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { loadSaid } from '../../i18n/said';
import { toast } from '../../test-support/toast';
import { envelope, fakeApi, meAnswers, renderScreen, session } from '../../test-support/account-test-kit';
import { ChangePasswordCard } from './ChangePasswordPage';


const CHANGE = auth.changePassword.path;
/** A refusal as the server sends it: its English, and its words (the catalogue key and parameters). */
const refusal = (code: number, msg: string, words: { key: string; params: Record<string, string> }) =>
  new Response(JSON.stringify({ code, msg, data: null, words }), { status: 200 });
const weak = () => refusal(400, 'Invalid field "new_password": is one of the most common passwords', {
  key: 'password.weak', params: { field: 'new_password', weakness: 'is one of the most common passwords' },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function show(me = session({ must_change_password: true }), url = '/account/password?to=%2Fbanking%2Faccounts') {
  const { state, answers } = meAnswers(me);
  const api = fakeApi({ ...answers, [CHANGE]: () => envelope(200, 'Your password is changed') });
  renderScreen(
    <>
      <Routes>
        <Route path="/account/password" element={<ChangePasswordCard />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    url,
  );
  return { api, state };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const fill = (current: string, next: string, repeat = next) => {
  type('Current password', current);
  type('New password', next);
  type('Repeat the new password', repeat);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
const valueOf = (label: string) => (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value;
const button = () => screen.getByRole('button', { name: /^(Change password|Trocar senha)$/ }) as HTMLButtonElement;

beforeAll(async () => {
  initI18n('en');
  await loadSaid();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the password change', () => {
  it('has its title, the temporary-password banner, the rules and sign-out', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    expect(await screen.findByText('Your password is temporary: choose your own before anything else')).toBeTruthy();
    expect(screen.getByText('have 12 or more characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('checks the fields before sending anything', async () => {
    const { api } = show();
    submit();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Use at least 12 characters')).toBeTruthy();
    fill('Temp-0001', 'a much longer one', 'a much longer two');
    submit();
    expect(await screen.findByText('The two new passwords are not the same')).toBeTruthy();
    expect(api.bodiesOf(CHANGE)).toEqual([]);
  });

  it('sends the current and new password, then offers two-factor sign-in; Later goes on to the page asked for', async () => {
    const { api, state } = show();
    await screen.findByText('Your password is temporary: choose your own before anything else');
    fill('Temp-0001', 'sabiá laranjeira 42');
    state.current = session();
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Protect your account with two-factor sign-in' })).toBeTruthy();
    expect(screen.getByText('Your password is changed.')).toBeTruthy();
    expect(api.bodiesOf(CHANGE)).toEqual([{ current_password: 'Temp-0001', new_password: 'sabiá laranjeira 42' }]);
    expect(screen.getByTestId('where').textContent).toBe('/account/password?to=%2Fbanking%2Faccounts');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/banking/accounts'));
  });

  it('Set up now opens two-factor enrolment, which goes on to the page asked for afterwards', async () => {
    const { state } = show();
    await screen.findByText('Your password is temporary: choose your own before anything else');
    fill('Temp-0001', 'sabiá laranjeira 42');
    state.current = session();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/security?to=%2Fbanking%2Faccounts'));
  });

  it('makes no offer to a member whose two-factor sign-in is already on, or who changes a password of their own', async () => {
    const first = show(session({ must_change_password: true, totp_enabled: true }));
    await screen.findByText('Your password is temporary: choose your own before anything else');
    fill('Temp-0001', 'sabiá laranjeira 42');
    first.state.current = session({ totp_enabled: true });
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/banking/accounts'));
    cleanup();

    const second = show(session());
    fill('my old passphrase', 'sabiá laranjeira 42');
    second.state.current = session();
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/banking/accounts'));
    expect(screen.queryByRole('button', { name: 'Set up now' })).toBeNull();
  });

  it('makes the offer in Portuguese', async () => {
    await initI18n().changeLanguage('pt-BR');
    try {
      const { state } = show();
      await screen.findByText('Sua senha é temporária: escolha a sua antes de qualquer outra coisa');
      type('Senha atual', 'Temp-0001');
      type('Nova senha', 'sabiá laranjeira 42');
      type('Repita a nova senha', 'sabiá laranjeira 42');
      state.current = session();
      fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Proteja sua conta com a verificação em duas etapas' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Configurar agora' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Depois' })).toBeTruthy();
    } finally {
      await initI18n().changeLanguage('en');
    }
  });

  it('goes on to two-factor enrolment when the role asks for it', async () => {
    const { state } = show(session({ must_change_password: true, must_enrol_totp: true }));
    fill('Temp-0001', 'sabiá laranjeira 42');
    state.current = session({ must_enrol_totp: true });
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/security?to=%2Fbanking%2Faccounts'));
  });

  it('shows a refusal that names a field under that field, not in a toast, and keeps what was typed', async () => {
    const { api } = show();
    api.answers[CHANGE] = weak;
    fill('Temp-0001', 'password1234');
    submit();
    const problem = await screen.findByText('is one of the most common passwords');
    expect(problem.id).toBe(screen.getByLabelText(/^New password/).getAttribute('aria-describedby'));
    expect(toast.error).not.toHaveBeenCalled();
    // No message of its own beside the field: the only alert is the temporary-password banner.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Your password is temporary: choose your own before anything else']);
    expect([valueOf('Current password'), valueOf('New password'), valueOf('Repeat the new password')]).toEqual(['Temp-0001', 'password1234', 'password1234']);
    expect(screen.getByTestId('where').textContent).toBe('/account/password?to=%2Fbanking%2Faccounts');
    // Changing the field answers the refusal.
    type('New password', 'password12345');
    expect(screen.queryByText('is one of the most common passwords')).toBeNull();
  });

  it('words the refusal under the field in Portuguese', async () => {
    await initI18n().changeLanguage('pt-BR');
    try {
      const { api } = show();
      api.answers[CHANGE] = weak;
      type('Senha atual', 'Temp-0001');
      type('Nova senha', 'password1234');
      type('Repita a nova senha', 'password1234');
      fireEvent.click(button());
      expect(await screen.findByText(/^A nova senha é fraca/)).toBeTruthy();
      expect(toast.error).not.toHaveBeenCalled();
    } finally {
      await initI18n().changeLanguage('en');
    }
  });

  it('puts a wrong current password under its field, not in a toast', async () => {
    const { api } = show();
    api.answers[CHANGE] = () => refusal(400, 'Invalid field "current_password": wrong password', { key: 'password.wrong_current', params: { field: 'current_password' } });
    fill('Temp-0002', 'sabiá laranjeira 42');
    submit();
    const problem = await screen.findByText('wrong password');
    expect(problem.id).toBe(screen.getByLabelText(/^Current password/).getAttribute('aria-describedby'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts a refusal that names no field once, with no message of its own, and keeps what was typed', async () => {
    const { api } = show();
    api.answers[CHANGE] = () => refusal(429, 'Too many failed sign-ins: this account is locked until 2026-11-25 12:00 UTC', { key: 'sign_in.locked_now', params: { until: '2026-11-25T12:00:00.000Z' } });
    fill('Temp-0002', 'sabiá laranjeira 42');
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^Too many failed sign-ins/), expect.anything());
    expect(screen.queryByText(/Too many failed sign-ins/)).toBeNull();
    await waitFor(() => expect(button().disabled).toBe(false));
    expect([valueOf('Current password'), valueOf('New password'), valueOf('Repeat the new password')]).toEqual(['Temp-0002', 'sabiá laranjeira 42', 'sabiá laranjeira 42']);
    expect(screen.getByTestId('where').textContent).toBe('/account/password?to=%2Fbanking%2Faccounts');
  });

  it('is pending while the change runs: one call, the button spinning', async () => {
    const { api, state } = show();
    let arrive: (response: Response) => void = () => undefined;
    api.answers[CHANGE] = () => new Promise((resolve) => { arrive = resolve; });
    await screen.findByText('Your password is temporary: choose your own before anything else');
    fill('Temp-0001', 'sabiá laranjeira 42');
    state.current = session();
    submit();
    await waitFor(() => expect(button().disabled).toBe(true));
    submit();
    expect(api.bodiesOf(CHANGE)).toHaveLength(1);
    arrive(envelope(200, 'Your password is changed'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Protect your account with two-factor sign-in' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
