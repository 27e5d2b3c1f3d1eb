import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { auth, staff } from '@wallet/contracts';
import { api } from '../../api/client';
import { initI18n } from '../../i18n';
import { envelope, fakeApi, meAnswers, renderScreen, session } from '../../test-support/account-test-kit';
import { ReauthProvider } from './ReauthProvider';
import { toast } from '../../test-support/toast';


const ROLE_LIST = staff.roleList.path;
const REAUTH = auth.reauthenticate.path;
const REFUSAL = 'Confirm your password or a two-factor code to continue: this action needs a proof in the last 5 minutes';

/** A page making one sensitive call and showing how it ended. */
function Caller() {
  const [outcome, setOutcome] = useState('');
  const call = () =>
    api(staff.roleList, {})
      .then(() => setOutcome('succeeded'))
      .catch((error: unknown) => setOutcome(`failed: ${(error as Error).message}`));
  return (
    <>
      <button onClick={() => void call()}>Call</button>
      <p data-testid="outcome">{outcome}</p>
    </>
  );
}

function show(totpEnabled = false) {
  let recent = false;
  const { answers } = meAnswers(session({ totp_enabled: totpEnabled }));
  const fake = fakeApi({
    ...answers,
    [ROLE_LIST]: () => (recent ? envelope(200, 'ok', { list: [] }) : envelope(403, REFUSAL, { reauth_required: true })),
    [REAUTH]: (body) => {
      recent = body.password === 'right one' || body.totp === '123456';
      return recent ? envelope(200, 'Confirmed', { authenticated_at: '2030-01-01T00:00:00.000Z' }) : envelope(400, 'Wrong password');
    },
  });
  renderScreen(<ReauthProvider><Caller /></ReauthProvider>);
  fireEvent.click(screen.getByRole('button', { name: 'Call' }));
  return fake;
}

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the re-authentication dialog', () => {
  it('asks for the password, then the refused call goes through without the page seeing the 403', async () => {
    const fake = show();
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // A wrong password is said once, by the client's toast; the dialog stays with what was typed.
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Wrong password', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('wrong');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('succeeded'));
    expect(fake.bodiesOf(REAUTH)).toEqual([{ password: 'wrong' }, { password: 'right one' }]);
    expect(fake.bodiesOf(ROLE_LIST)).toHaveLength(2);
    // The 403 that opened the dialog was never toasted, nor the confirmation.
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('cannot be dismissed while the proof is being checked', async () => {
    const fake = show();
    let arrive: (response: Response) => void = () => undefined;
    const answer = fake.answers[REAUTH]!;
    fake.answers[REAUTH] = (body) => new Promise((resolve) => { arrive = resolve; void answer(body); });
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog.isConnected).toBe(true);
    arrive(envelope(200, 'Confirmed', { authenticated_at: '2030-01-01T00:00:00.000Z' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('succeeded'));
  });

  it('takes a two-factor code from an enrolled member', async () => {
    const fake = show(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Use a two-factor code instead' }));
    fireEvent.change(screen.getByLabelText(/^Two-factor code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('succeeded'));
    expect(fake.bodiesOf(REAUTH)).toEqual([{ totp: '123456' }]);
  });

  it('on cancel, the call fails as before and its message toasts', async () => {
    const fake = show();
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe(`failed: ${REFUSAL}`));
    expect(fake.bodiesOf(ROLE_LIST)).toHaveLength(1);
    expect(toast.error).toHaveBeenCalledWith(REFUSAL, expect.anything());
  });
});
