import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { banking, pix } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { RegisterKeyDialog } from './RegisterKeyDialog';
import { toast } from '../../test-support/toast';
import { bankAccount, envelope, fakeApi, page, pixKey, renderScreen } from '../../test-support/pix-test-kit';


beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const accounts = [bankAccount(), bankAccount({ id: 13, account_number: '67890', status: 'inactive' })];
const registerPath = pix.keys.register.path;

function open(onClose = vi.fn()) {
  const api = fakeApi({
    [banking.list.path]: () => page(accounts),
    [registerPath]: () => envelope(200, 'Key registered', pixKey()),
  });
  renderScreen(<RegisterKeyDialog open onClose={onClose} />);
  return { api, onClose };
}

async function chooseAccount(text: string, option: RegExp) {
  const dialog = screen.getByRole('dialog', { name: 'Register a Pix key' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: /Account/ }), { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function chooseKeyType(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Key type/ }));
  fireEvent.click(screen.getByRole('option', { name }));
}

const registerButton = () => screen.getByRole('button', { name: 'Register' });
/** The message the contract's own schema gives for a key value. */
const contractMessage = (key_type: 'EMAIL' | 'PHONE', key_value: string) =>
  pix.keys.NewPixKey.safeParse({ account_id: 1, key_type, key_value }).error?.issues[0]?.message;

describe('RegisterKeyDialog', () => {
  it('hides the key for an EVP, says one is generated, and sends only the account and the type', async () => {
    const { api, onClose } = open();
    chooseKeyType('E-mail');
    expect(screen.getByRole('textbox', { name: /^Key/ })).toBeTruthy();
    chooseKeyType('Random key (EVP)');
    expect(screen.queryByRole('textbox', { name: /^Key/ })).toBeNull();
    expect(screen.getByText('A random key is generated')).toBeTruthy();

    fireEvent.click(registerButton());
    expect(await screen.findByText('Choose an active account')).toBeTruthy();
    expect(api.bodiesOf(registerPath)).toEqual([]);

    await chooseAccount('Ana', /0001\/12345 · Ana Souza/);
    expect(await screen.findByText('This account may hold at most 5 keys')).toBeTruthy();
    fireEvent.click(registerButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesOf(registerPath)).toEqual([{ account_id: 12, key_type: 'EVP' }]);
  });

  it('shows inactive accounts with their status but does not let them be chosen', async () => {
    const { api } = open();
    fireEvent.change(screen.getByRole('combobox', { name: /Account/ }), { target: { value: '6789' } });
    const inactive = await screen.findByRole('option', { name: /0001\/67890/ });
    expect(inactive.getAttribute('aria-disabled')).toBe('true');
    expect(within(inactive).getByText(/Inactive/)).toBeTruthy();
    // Digits may be an account number or a document: both are asked for, once typing pauses.
    await waitFor(() => expect(api.bodiesOf(banking.list.path)).toContainEqual(expect.objectContaining({ account_number: '6789' })));
    expect(api.bodiesOf(banking.list.path)).toContainEqual(expect.objectContaining({ owner: '6789' }));
  });

  it("checks an e-mail and a phone with the contract's messages, then sends them normalised", async () => {
    const { api, onClose } = open();
    await chooseAccount('Ana', /0001\/12345/);
    chooseKeyType('E-mail');
    const key = () => screen.getByRole('textbox', { name: /^Key/ });
    fireEvent.change(key(), { target: { value: 'ana@' } });
    fireEvent.click(registerButton());
    expect(await screen.findByText(contractMessage('EMAIL', 'ana@')!)).toBeTruthy();

    chooseKeyType('Phone');
    fireEvent.change(key(), { target: { value: '11 91234-5678' } });
    fireEvent.click(registerButton());
    expect(await screen.findByText(contractMessage('PHONE', '11 91234-5678')!)).toBeTruthy();
    expect(api.bodiesOf(registerPath)).toEqual([]);

    fireEvent.change(key(), { target: { value: '+55 (11) 91234-5678' } });
    fireEvent.click(registerButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf(registerPath)).toEqual([{ account_id: 12, key_type: 'PHONE', key_value: '+5511912345678' }]);
  });

  it('sends an e-mail in lower case, and stays open with the key typed when the server refuses, which is toasted once', async () => {
    const { api, onClose } = open();
    api.answers[registerPath] = () => envelope(409, 'The key ana@example.com is already registered with us (key 3); a key lives on one account only');
    await chooseAccount('Ana', /0001\/12345/);
    chooseKeyType('E-mail');
    fireEvent.change(screen.getByRole('textbox', { name: /^Key/ }), { target: { value: '  Ana@Example.COM ' } });
    fireEvent.click(registerButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/is already registered with us/), expect.anything());
    expect((screen.getByRole('textbox', { name: /^Key/ }) as HTMLInputElement).value).toBe('Ana@Example.COM');
    expect(onClose).not.toHaveBeenCalled();
    expect(api.bodiesOf(registerPath)).toEqual([{ account_id: 12, key_type: 'EMAIL', key_value: 'ana@example.com' }]);
  });
});
