import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { staff } from '@wallet/contracts';
import { api } from '../api/client';
import { initI18n } from '../i18n';
import { envelope, fakeApi, meAnswers, renderScreen, session } from '../test-support/account-test-kit';
import { AccountSetupGuard } from './AccountSetupGuard';
import { toast } from '../test-support/toast';


function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const where = () => screen.getByTestId('where').textContent;

function show(me: ReturnType<typeof session>, url: string) {
  const { answers } = meAnswers(me);
  const fake = fakeApi(answers);
  renderScreen(<><AccountSetupGuard /><Where /><button onClick={() => void api(staff.roleList, {}).catch(() => {})}>Call</button></>, url);
  return fake;
}

beforeAll(() => void initI18n('en'));
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the account setup guard', () => {
  it('sends a member with a temporary password to change it, remembering the page', async () => {
    show(session({ must_change_password: true, must_enrol_totp: true }), '/banking/accounts?status=1');
    await waitFor(() => expect(where()).toBe('/account/password?to=%2Fbanking%2Faccounts%3Fstatus%3D1'));
  });

  it('keeps a member with a temporary password off the security page too', async () => {
    show(session({ must_change_password: true }), '/account/security');
    await waitFor(() => expect(where()).toBe('/account/password?to=%2Faccount%2Fsecurity'));
  });

  it('sends a member who must enrol to the security page, and lets them change their password', async () => {
    show(session({ must_enrol_totp: true }), '/pix/pixKey');
    await waitFor(() => expect(where()).toBe('/account/security?to=%2Fpix%2FpixKey'));
    cleanup();
    show(session({ must_enrol_totp: true }), '/account/password');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where()).toBe('/account/password');
  });

  it('leaves a member with nothing to set up where they are', async () => {
    const fake = show(session(), '/pix/pixKey');
    await waitFor(() => expect(fake.fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where()).toBe('/pix/pixKey');
  });

  it('follows a call refused with setup_required, without a toast', async () => {
    const fake = show(session(), '/userAdmin/role');
    fake.answers[staff.roleList.path] = () => envelope(403, 'Your role asks for two-factor sign-in: enrol an authenticator app first', { setup_required: 'enrol_totp' });
    await waitFor(() => expect(fake.fetchMock).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(where()).toBe('/account/security?to=%2FuserAdmin%2Frole'));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
