import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { users } from '@wallet/contracts';
import { i18n, initI18n } from '../../i18n';
import { loadSaid } from '../../i18n/said';
import { fakeApi, renderScreen } from '../../test-support/fake-api';
import { BlockDialog } from './BlockDialog';
import type { WalletUser } from './wallet-user';
import { toast } from '../../test-support/toast';


const ana: WalletUser = {
  id: 7, kind: 'user', name: 'Ana Souza', email: 'ana@example.com', phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725',
  status: 'active', blocked_reason: null, kyc_status: 'approved', created_at: '2025-01-02T13:00:00.000Z',
};
const answer = (code: number, msg: string, data: unknown, words?: object) =>
  new Response(JSON.stringify({ code, msg, data, ...(words ? { words } : {}) }), { status: 200 });

let api: ReturnType<typeof fakeApi>;
let onClose: Mock<() => void>;
const show = () => renderScreen(<BlockDialog user={ana} action="block" open onClose={onClose} />);
const reasonBox = () => screen.getByRole('textbox', { name: /Reason|Motivo/ });
const send = () => fireEvent.click(screen.getByRole('button', { name: /^(Block|Bloquear)$/ }));

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

describe('BlockDialog, a form from the contract sent through useApiMutation', () => {
  it('refuses what the contract refuses before sending anything, under the field', async () => {
    show();
    fireEvent.change(reasonBox(), { target: { value: 'ab' } });
    send();
    expect(await screen.findByText('must be at least 3 characters')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('closes the moment the answer arrives, and toasts the success once', async () => {
    let arrive: (response: Response) => void = () => undefined;
    api.answers[users.block.path] = () => new Promise((resolve) => { arrive = resolve; });
    show();
    fireEvent.change(reasonBox(), { target: { value: 'Chargeback fraud' } });
    send();
    await waitFor(() => expect(api.bodiesOf(users.block.path)).toEqual([{ id: 7, reason: 'Chargeback fraud' }]));
    expect((screen.getByRole('button', { name: 'Block' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    arrive(answer(200, 'Ana Souza is blocked', { ...ana, status: 'blocked', blocked_reason: 'Chargeback fraud' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal once, in the member\'s language, and stays open with the reason typed', async () => {
    await i18n.changeLanguage('pt-BR');
    api.answers[users.block.path] = () => answer(404, 'User 7 not found', null, { key: 'record.not_found', params: { record: 'user', id: '7' } });
    show();
    fireEvent.change(reasonBox(), { target: { value: 'Chargeback fraud' } });
    send();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Usuário 7 não encontrado(a)', expect.anything());
    expect(screen.queryByText('Usuário 7 não encontrado(a)')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect((reasonBox() as HTMLTextAreaElement).value).toBe('Chargeback fraud');
  });

  it('puts a refusal that names the field under it, not in a toast', async () => {
    await i18n.changeLanguage('pt-BR');
    api.answers[users.block.path] = () =>
      answer(400, 'Invalid field "reason": must be at least 3 characters', null, { key: 'input.invalid_field', params: { field: 'reason', problem: 'must be at least 3 characters' } });
    show();
    fireEvent.change(reasonBox(), { target: { value: 'Fraud' } });
    send();
    expect(await screen.findByText('Campo "reason" inválido')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('words a problem found in the browser in pt-BR too', async () => {
    await i18n.changeLanguage('pt-BR');
    show();
    fireEvent.change(reasonBox(), { target: { value: 'a' } });
    send();
    expect(await screen.findByText('Curto demais')).toBeTruthy();
  });
});
