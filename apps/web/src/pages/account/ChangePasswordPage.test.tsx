import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { auth } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { envelope, fakeApi, meAnswers, renderScreen, session } from './account-test-kit';
import { ChangePasswordCard } from './ChangePasswordPage';


const CHANGE = auth.changePassword.path;

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

beforeAll(() => void initI18n('en'));
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

  it('shows the server refusal under the field it names', async () => {
    const { api } = show();
    api.answers[CHANGE] = () => envelope(400, 'Invalid field "new_password": is one of the most common passwords');
    fill('Temp-0001', 'password1234');
    submit();
    expect(await screen.findByText('is one of the most common passwords')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/account/password?to=%2Fbanking%2Faccounts');
  });
});
