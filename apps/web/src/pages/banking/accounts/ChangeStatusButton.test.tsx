import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { ChangeStatusButton } from './ChangeStatusButton';
import { bankAccount, envelope, fakeApi, renderScreen, SignedIn, signedInWith, type Answer } from './test-support';
import { toast } from '../../../test-support/toast';


const ACTIVATE = '/api/v1/bank_account/activate';
const DEACTIVATE = '/api/v1/bank_account/deactivate';
const changed = (status: 'active' | 'inactive'): Answer => ({ id }) => envelope(200, `Account 12345 is ${status}`, bankAccount({ id: id as number, status }));

let api: ReturnType<typeof fakeApi>;
beforeAll(() => void initI18n('en'));
beforeEach(() => {
  api = fakeApi({
    '/api/v1/auth/me': signedInWith(['bank_accounts.view', 'bank_accounts.change_status']),
    [ACTIVATE]: changed('active'),
    [DEACTIVATE]: changed('inactive'),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangeStatusButton', () => {
  it('activates an inactive account at once, with no success toast', async () => {
    renderScreen(<ChangeStatusButton account={bankAccount({ status: 'inactive' })} variant="row" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activate account 0001/12345' }));
    await waitFor(() => expect(api.bodiesOf(ACTIVATE)).toEqual([{ id: 12 }]));
    expect(api.bodiesOf(DEACTIVATE)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Activate account 0001/12345' }) as HTMLButtonElement).disabled).toBe(false));
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('deactivates an active account once the member confirms, with no success toast', async () => {
    renderScreen(<ChangeStatusButton account={bankAccount({ status: 'active' })} variant="page" />);
    const button = await screen.findByRole('button', { name: 'Deactivate account 0001/12345' });
    expect(button.textContent).toBe('Deactivate');

    fireEvent.click(button);
    const question = await screen.findByRole('dialog', { name: 'Deactivate account 0001/12345?' });
    expect(question.textContent).toContain('Ana Souza');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf(DEACTIVATE)).toEqual([]);

    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(DEACTIVATE)).toEqual([{ id: 12 }]));
    expect(api.bodiesOf(ACTIVATE)).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('keeps the keyboard focus while the call runs, and sends one call however often it is pressed', async () => {
    let answer: (value: Response) => void = () => undefined;
    api.answers[ACTIVATE] = () => new Promise<Response>((resolve) => (answer = resolve));
    renderScreen(<ChangeStatusButton account={bankAccount({ status: 'inactive' })} variant="row" />);
    const button = await screen.findByRole('button', { name: 'Activate account 0001/12345' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(button);
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    answer(envelope(200, 'Account 12345 is active', bankAccount({ status: 'active' })));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(api.bodiesOf(ACTIVATE)).toEqual([{ id: 12 }]);
    expect(document.activeElement).toBe(button);
  });

  it('toasts a refusal once, and the button can be pressed again', async () => {
    api.answers[ACTIVATE] = () => envelope(409, 'Account 12345 is already active');
    renderScreen(<ChangeStatusButton account={bankAccount({ status: 'inactive' })} variant="row" />);
    const button = await screen.findByRole('button', { name: 'Activate account 0001/12345' });
    fireEvent.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Account 12345 is already active', expect.anything());
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(api.bodiesOf(ACTIVATE)).toHaveLength(2));
  });

  it('toasts a refused deactivation once', async () => {
    api.answers[DEACTIVATE] = () => envelope(409, 'Account 12345 is already inactive');
    renderScreen(<ChangeStatusButton account={bankAccount({ status: 'active' })} variant="page" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate account 0001/12345' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Account 12345 is already inactive', expect.anything());
    expect(api.bodiesOf(DEACTIVATE)).toEqual([{ id: 12 }]);
  });

  it('is not offered without the permission', async () => {
    api.answers['/api/v1/auth/me'] = signedInWith(['bank_accounts.view']);
    renderScreen(<><ChangeStatusButton account={bankAccount()} variant="row" /><SignedIn /></>);
    await screen.findByText('signed in');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
