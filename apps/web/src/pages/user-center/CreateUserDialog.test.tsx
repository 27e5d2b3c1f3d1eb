import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { users } from '@wallet/contracts';
import { i18n, initI18n } from '../../i18n';
import { loadSaid } from '../../i18n/said';
import { envelope, fakeApi, renderScreen } from '../../test-support/fake-api';
import { toast } from '../../test-support/toast';
import { CreateUserDialog } from './CreateUserDialog';


const CREATE = users.create.path;
const created = { id: 31, kind: 'user', name: 'Ana Souza', email: 'ana@example.com', phone: '+5511912345678', doc_type: 'CPF', doc_number: '52998224725', status: 'active', blocked_reason: null, kyc_status: null, created_at: '2025-01-02T13:00:00.000Z' };
const answer = (code: number, msg: string, data: unknown, words?: object) =>
  new Response(JSON.stringify({ code, msg, data, ...(words ? { words } : {}) }), { status: 200 });

let api: ReturnType<typeof fakeApi>;
let onClose: Mock<() => void>;
beforeAll(async () => {
  initI18n('en');
  await loadSaid();
});
beforeEach(() => {
  onClose = vi.fn();
  api = fakeApi({});
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const createButton = () => screen.getByRole('button', { name: /^(Create|Criar)$/ });

function fillInAna() {
  type(/Name/, 'Ana Souza');
  type(/E-mail/, 'Ana@Example.com');
  type(/Phone/, '+55 (11) 91234-5678');
  type(/Document number/, '529.982.247-25');
}

describe('CreateUserDialog, a form from the contract sent through useApiMutation', () => {
  it('shows each problem under its field and sends nothing', async () => {
    renderScreen(<CreateUserDialog kind="user" open onClose={onClose} />);
    type(/Name/, 'Al');
    type(/E-mail/, 'not-an-address');
    type(/Phone/, '11 9999');
    type(/Document number/, '123.456.789-00');
    fireEvent.click(createButton());
    expect(await screen.findByText('must be 3 to 120 characters')).toBeTruthy();
    expect(screen.getByText('is not a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('must be +55, the area code and 8 or 9 digits')).toBeTruthy();
    expect(screen.getByText('is not a valid CPF')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();

    // A corrected field loses its problem at once; the others keep theirs.
    type(/Name/, 'Ana Souza');
    await waitFor(() => expect(screen.queryByText('must be 3 to 120 characters')).toBeNull());
    expect(screen.getByText('is not a valid CPF')).toBeTruthy();
  });

  it('words the problems in pt-BR', async () => {
    await i18n.changeLanguage('pt-BR');
    renderScreen(<CreateUserDialog kind="user" open onClose={onClose} />);
    type(/Nome/, 'Al');
    type(/Número do documento/, '123.456.789-00');
    fireEvent.click(createButton());
    expect(await screen.findByText('deve ter de 3 a 120 caracteres')).toBeTruthy();
    expect(screen.getByText('não é um CPF válido')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the typed values and closes the moment the answer arrives, toasting the success once', async () => {
    let arrive: (response: Response) => void = () => undefined;
    api.answers[CREATE] = () => new Promise((resolve) => { arrive = resolve; });
    renderScreen(<CreateUserDialog kind="user" open onClose={onClose} />);
    fillInAna();
    fireEvent.click(createButton());
    await waitFor(() => expect(api.bodiesOf(CREATE)).toEqual([
      { kind: 'user', name: 'Ana Souza', email: 'Ana@Example.com', phone: '+55 (11) 91234-5678', doc_type: 'CPF', doc_number: '529.982.247-25' },
    ]));
    expect((createButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    arrive(envelope(200, 'User Ana Souza created', created));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on a duplicate stays open with what was typed, the refusal toasted once and not repeated in the dialog', async () => {
    api.answers[CREATE] = () => envelope(409, 'A user with this CPF already exists');
    renderScreen(<CreateUserDialog kind="user" open onClose={onClose} />);
    fillInAna();
    fireEvent.click(createButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('A user with this CPF already exists', expect.anything());
    expect(screen.queryByText('A user with this CPF already exists')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect((createButton() as HTMLButtonElement).disabled).toBe(false));
    expect(valueOf(/Name/)).toBe('Ana Souza');
    expect(valueOf(/Document number/)).toBe('529.982.247-25');
  });

  it('puts a refusal that names a field under it, not in a toast', async () => {
    api.answers[CREATE] = () =>
      answer(400, 'Invalid field "email": is not a valid e-mail address', null, { key: 'input.invalid_field', params: { field: 'email', problem: 'is not a valid e-mail address' } });
    renderScreen(<CreateUserDialog kind="user" open onClose={onClose} />);
    fillInAna();
    fireEvent.click(createButton());
    expect(await screen.findByText('Invalid field "email": is not a valid e-mail address')).toBeTruthy();
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('toasts once a refusal naming a field the form does not have', async () => {
    api.answers[CREATE] = () => answer(400, 'Unknown field nickname', null, { key: 'input.unknown_field', params: { field: 'nickname' } });
    renderScreen(<CreateUserDialog kind="user" open onClose={onClose} />);
    fillInAna();
    fireEvent.click(createButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Unknown field nickname', expect.anything());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks a merchant\'s CNPJ, then closes after creating', async () => {
    api.answers[CREATE] = () => envelope(200, 'Merchant created', { ...created, kind: 'merchant', doc_type: 'CNPJ', doc_number: '12ABC34501DE35' });
    renderScreen(<CreateUserDialog kind="merchant" open onClose={onClose} />);
    type(/Name/, 'Mercado Boa Vista Ltda');
    type(/E-mail/, 'financeiro@boavista.com.br');
    type(/Phone/, '+55 11 3333-4444');
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Document type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'CNPJ' }));
    type(/Document number/, '12.ABC.345/01DE-36');
    fireEvent.click(createButton());
    expect(await screen.findByText('is not a valid CNPJ')).toBeTruthy();
    expect(api.bodiesOf(CREATE)).toEqual([]);
    type(/Document number/, '12.ABC.345/01DE-35');
    fireEvent.click(createButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf(CREATE)).toEqual([
      { kind: 'merchant', name: 'Mercado Boa Vista Ltda', email: 'financeiro@boavista.com.br', phone: '+55 11 3333-4444', doc_type: 'CNPJ', doc_number: '12.ABC.345/01DE-35' },
    ]);
  });

  it('starts empty at each opening', async () => {
    function Screen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Open</button>
          <CreateUserDialog kind="user" open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderScreen(<Screen />);
    type(/Name/, 'Al');
    fireEvent.click(createButton());
    expect(await screen.findByText('must be 3 to 120 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(valueOf(/Name/)).toBe('');
    expect(screen.queryByText('must be 3 to 120 characters')).toBeNull();
  });
});
