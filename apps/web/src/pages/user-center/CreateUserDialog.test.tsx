import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { CreateUserDialog } from './CreateUserDialog';


const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeAll(() => void initI18n('en'));
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const createButton = () => screen.getByRole('button', { name: 'Create' });

describe('CreateUserDialog', () => {
  it('shows each problem under its field and sends nothing', () => {
    render(<CreateUserDialog kind="user" open onClose={() => undefined} />);
    type(/Name/, 'Al');
    type(/E-mail/, 'not-an-address');
    type(/Phone/, '11 9999');
    type(/Document number/, '123.456.789-00');
    fireEvent.click(createButton());
    expect(screen.getByText('must be 3 to 120 characters')).toBeTruthy();
    expect(screen.getByText('is not a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('must be +55, the area code and 8 or 9 digits')).toBeTruthy();
    expect(screen.getByText('is not a valid CPF')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the typed values, and on a duplicate keeps the dialog open with the message', async () => {
    const onClose = vi.fn();
    fetchMock.mockResolvedValue(envelope(409, 'A user with this CPF already exists'));
    render(<CreateUserDialog kind="user" open onClose={onClose} />);
    type(/Name/, 'Ana Souza');
    type(/E-mail/, 'Ana@Example.com');
    type(/Phone/, '+55 (11) 91234-5678');
    type(/Document number/, '529.982.247-25');
    fireEvent.click(createButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('A user with this CPF already exists'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/create');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      kind: 'user', name: 'Ana Souza', email: 'Ana@Example.com', phone: '+55 (11) 91234-5678', doc_type: 'CPF', doc_number: '529.982.247-25',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect((createButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('closes after creating', async () => {
    const onClose = vi.fn();
    fetchMock.mockResolvedValue(envelope(200, 'Merchant created', {}));
    render(<CreateUserDialog kind="merchant" open onClose={onClose} />);
    type(/Name/, 'Mercado Boa Vista Ltda');
    type(/E-mail/, 'financeiro@boavista.com.br');
    type(/Phone/, '+55 11 3333-4444');
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Document type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'CNPJ' }));
    type(/Document number/, '12.ABC.345/01DE-36');
    fireEvent.click(createButton());
    expect(screen.getByText('is not a valid CNPJ')).toBeTruthy();
    type(/Document number/, '12.ABC.345/01DE-35');
    fireEvent.click(createButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
