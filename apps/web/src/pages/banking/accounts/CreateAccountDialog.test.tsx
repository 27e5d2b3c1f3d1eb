import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { CreateAccountDialog } from './CreateAccountDialog';
import { toast } from '../../../test-support/toast';
import { bankAccount, envelope, fakeApi, renderScreen, selectionAnswer, signedInWith } from './test-support';


const CREATE = '/api/v1/bank_account/create';
const USER_LIST = '/api/v1/user/list';

const person = { id: 7, kind: 'user', name: 'Ana Souza', email: 'ana@example.com', phone: '+5511912345678', doc_type: 'CPF', doc_number: '52998224725', status: 'active', blocked_reason: null, kyc_status: 'approved', created_at: '2025-01-02T13:00:00.000Z' };
const shop = { ...person, id: 9, kind: 'merchant', name: 'Ana Doces Ltda', doc_type: 'CNPJ', doc_number: '11222333000181', email: 'doces@example.com' };
const page = (list: unknown[]) => envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 10, total_capped: false } });

let api: ReturnType<typeof fakeApi>;
beforeAll(() => void initI18n('en'));
beforeEach(() => {
  api = fakeApi({
    '/api/v1/auth/me': signedInWith(['bank_accounts.create', 'users.view']),
    '/api/v1/selection': selectionAnswer({ ispb: [{ code: '12345678', name: '12345678 - Wallet IP' }, { code: '18236120', name: '18236120 - Nu Pagamentos S.A. - IP' }] }),
    [USER_LIST]: ({ kind }) => page(kind === 'user' ? [person] : [shop]),
    [CREATE]: () => envelope(200, 'Account 0001/123456 opened for Ana Souza', bankAccount()),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const createButton = () => screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;

async function choose(comboboxName: RegExp, typed: string, option: RegExp) {
  const input = screen.getByRole('combobox', { name: comboboxName });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillIn() {
  await choose(/Owner/, 'Ana', /Ana Souza/);
  await choose(/Institution/, 'Nu', /Nu Pagamentos/);
  fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: /Account type/ }));
  fireEvent.click(screen.getByRole('option', { name: 'Checking (CACC)' }));
}

describe('CreateAccountDialog', () => {
  it('shows each problem under its field and sends nothing', async () => {
    renderScreen(<CreateAccountDialog open onClose={() => undefined} />);
    type(/Branch/, '12345');
    fireEvent.click(createButton());
    for (const problem of ['Choose the owner', 'must be 1 to 4 digits', 'Choose the account type']) {
      expect(await screen.findByText(problem)).toBeTruthy();
    }
    expect(api.bodiesOf(CREATE)).toEqual([]);
  });

  it('finds owners among users and merchants alike', async () => {
    renderScreen(<CreateAccountDialog open onClose={() => undefined} />);
    fireEvent.change(screen.getByRole('combobox', { name: /Owner/ }), { target: { value: 'Ana' } });
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(within(listbox).getByText('Wallet users')).toBeTruthy();
    expect(within(listbox).getByText('Merchants')).toBeTruthy();
    expect(within(listbox).getByText(/11\.222\.333\/0001-81/)).toBeTruthy();
    await waitFor(() => expect(api.bodiesOf(USER_LIST)).toContainEqual({ status: 'active', keyword: 'Ana', page_size: 10, kind: 'merchant' }));
    expect(api.bodiesOf(USER_LIST)).toContainEqual({ status: 'active', keyword: 'Ana', page_size: 10, kind: 'user' });
  });

  it('opens at our own institution and main branch unless told otherwise', async () => {
    renderScreen(<CreateAccountDialog open onClose={() => undefined} />);
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Institution/ }) as HTMLInputElement).placeholder).toBe('12345678 - Wallet IP'));
    expect(screen.getByText('Ours unless you choose a sponsor bank')).toBeTruthy();
    await choose(/Owner/, 'Ana', /Ana Souza/);
    fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: /Account type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Savings (SVGS)' }));
    fireEvent.click(createButton());
    await waitFor(() => expect(api.bodiesOf(CREATE)).toEqual([{ owner_id: 7, branch: '0001', account_type: 'SVGS', currency: 'BRL' }]));
  });

  it('sends the account and closes', async () => {
    const onClose = vi.fn();
    renderScreen(<CreateAccountDialog open onClose={onClose} />);
    await fillIn();
    fireEvent.click(createButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesOf(CREATE)).toEqual([
      { owner_id: 7, ispb: '18236120', branch: '0001', account_type: 'CACC', currency: 'BRL' },
    ]);
  });

  it('closes the moment the answer arrives, not before, and toasts the success once', async () => {
    let arrive: (response: Response) => void = () => undefined;
    api.answers[CREATE] = () => new Promise((resolve) => { arrive = resolve; });
    const onClose = vi.fn();
    renderScreen(<CreateAccountDialog open onClose={onClose} />);
    await fillIn();
    fireEvent.click(createButton());
    await waitFor(() => expect(api.bodiesOf(CREATE)).toHaveLength(1));
    expect(createButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    arrive(envelope(200, 'Account 0001/123456 opened for Ana Souza', bankAccount()));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with what was chosen and typed on a conflict, the refusal toasted once and not repeated inside', async () => {
    api.answers[CREATE] = () => envelope(409, 'Account 0001/123456 at Nu Pagamentos S.A. - IP already exists');
    const onClose = vi.fn();
    renderScreen(<CreateAccountDialog open onClose={onClose} />);
    await fillIn();
    fireEvent.submit(createButton().closest('form')!);
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Account 0001/123456 at Nu Pagamentos S.A. - IP already exists', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(createButton().disabled).toBe(false));
    expect((screen.getByRole('combobox', { name: /Owner/ }) as HTMLInputElement).value).toContain('Ana Souza');
    expect((screen.getByRole('combobox', { name: /Institution/ }) as HTMLInputElement).value).toContain('Nu Pagamentos');
  });

  it('puts a refusal that names a field under it, not in a toast', async () => {
    api.answers[CREATE] = () => new Response(JSON.stringify({
      code: 400, msg: 'Invalid field "branch": must be 1 to 4 digits', data: null,
      words: { key: 'input.invalid_field', params: { field: 'branch', problem: 'must be 1 to 4 digits' } },
    }), { status: 200 });
    const onClose = vi.fn();
    renderScreen(<CreateAccountDialog open onClose={onClose} />);
    await fillIn();
    fireEvent.click(createButton());
    expect(await screen.findByText('Invalid field "branch": must be 1 to 4 digits')).toBeTruthy();
    expect(screen.getByLabelText(/Branch/).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
