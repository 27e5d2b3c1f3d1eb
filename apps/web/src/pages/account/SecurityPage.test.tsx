import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { loadSaid } from '../../i18n/said';
import { toast } from '../../test-support/toast';
import { envelope, fakeApi, meAnswers, renderScreen, session } from '../../test-support/account-test-kit';
import SecurityPage from './SecurityPage';


const OTPAUTH = 'otpauth://totp/Wallet%20Admin:maria?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Wallet%20Admin';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-2345${i}`);
/** A refusal as the server sends it: its English, and its words (the catalogue key and parameters). */
const refusal = (code: number, msg: string, words: { key: string; params: Record<string, string> }) =>
  new Response(JSON.stringify({ code, msg, data: null, words }), { status: 200 });

function show(me = session({ must_enrol_totp: true })) {
  const { state, answers } = meAnswers(me);
  const api = fakeApi({
    ...answers,
    [auth.totpEnroll.path]: () => envelope(200, 'ok', { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauth_url: OTPAUTH }),
    [auth.totpConfirm.path]: (body) =>
      body.code === '123456'
        ? envelope(200, 'Two-factor sign-in is on', { recovery_codes: CODES })
        : refusal(400, 'Invalid field "code": wrong code; check the time on your phone', { key: 'totp.wrong_code', params: { field: 'code' } }),
  });
  renderScreen(<SecurityPage />, '/account/security');
  return { api, state };
}

const codeBox = () => screen.getByLabelText('Code from the app') as HTMLInputElement;
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

beforeAll(async () => {
  initI18n('en');
  await loadSaid();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SecurityPage', () => {
  it('says two-factor is off and that the role asks for it', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeTruthy();
    expect(await screen.findByText('Your role asks for two-factor sign-in: enrol now')).toBeTruthy();
    expect(screen.getByTestId('totp-status').textContent).toBe('Off');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it('enrols: QR code and key, a code from the app, then the recovery codes once', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { api, state } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    // The new secret is shown, not toasted.
    expect(toast.success).not.toHaveBeenCalled();

    fireEvent.change(codeBox(), { target: { value: '000000' } });
    confirm();
    // A wrong code names its field: it shows under the code, not in a toast, and the code stays.
    expect(await screen.findByText('wrong code; check the time on your phone')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
    expect(codeBox().value).toBe('000000');

    state.current = session({ totp_enabled: true });
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(api.bodiesOf(auth.totpConfirm.path)).toEqual([{ code: '000000' }, { code: '123456' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I saved these codes' }));
    fireEvent.click(done);
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
    expect(screen.queryByText(CODES[0]!)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('totp-status').textContent).toBe('On'));
    expect(screen.queryByText('Your role asks for two-factor sign-in: enrol now')).toBeNull();
  });

  it('downloads the codes as a text file', async () => {
    const createObjectURL = vi.fn(() => 'blob:codes');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download codes' }));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const text = await blob.text();
    expect(text).toContain('maria');
    for (const code of CODES) expect(text).toContain(code);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('wallet-admin-recovery-codes.txt');
    click.mockRestore();
  });

  it('checks the code with the contract before sending it, and keeps only digits', async () => {
    const { api } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '12a 3' } });
    expect(codeBox().value).toBe('123');
    confirm();
    expect(await screen.findByText('Type the 6 digits the app shows')).toBeTruthy();
    expect(api.bodiesOf(auth.totpConfirm.path)).toEqual([]);
  });

  it('puts a refusal that names the code under it, not in a toast', async () => {
    const { api } = show();
    api.answers[auth.totpConfirm.path] = () =>
      refusal(400, 'Invalid field "code": must be 6 digits', { key: 'input.invalid_field', params: { field: 'code', problem: 'must be 6 digits' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '654321' } });
    confirm();
    const problem = await screen.findByText('must be 6 digits');
    expect(problem.id).toBe(codeBox().getAttribute('aria-describedby'));
    expect(toast.error).not.toHaveBeenCalled();
    expect(codeBox().value).toBe('654321');
  });

  it('is pending while the enrolment starts, and a refusal leaves the button to try again', async () => {
    const { api } = show();
    let arrive: (response: Response) => void = () => undefined;
    api.answers[auth.totpEnroll.path] = () => new Promise((resolve) => { arrive = resolve; });
    const start = await screen.findByRole('button', { name: 'Set up two-factor sign-in' }) as HTMLButtonElement;
    fireEvent.click(start);
    await waitFor(() => expect(start.disabled).toBe(true));
    fireEvent.click(start);
    expect(api.bodiesOf(auth.totpEnroll.path)).toHaveLength(1);
    arrive(envelope(429, 'Too many attempts'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many attempts', expect.anything()));
    await waitFor(() => expect(start.disabled).toBe(false));
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
  });
});
