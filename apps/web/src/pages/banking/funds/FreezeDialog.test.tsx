import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { FreezeDialog } from './FreezeDialog';
import { toast } from '../../../test-support/toast';
import { account, envelope, fakeApi, freezeRow, page, plain, renderScreen } from '../../../test-support/funds-test-kit';


const FREEZE = '/api/v1/funds/freeze';
const ana = account();
const frozen = {
  freeze: freezeRow({ amount: 1000, remaining: 1000, reason: 'Court order 123' }),
  balance: { account_id: 5, account_number: '12345', owner_name: 'Ana Souza', status: 'active', currency: 'BRL', available: 99_000, frozen: 1000, total: 100_000 },
};

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillIn({ amount, reason, holdType }: { amount: string; reason: string; holdType?: RegExp }) {
  const dialog = screen.getByRole('dialog', { name: 'Freeze funds' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: /Account/ }), { target: { value: 'Ana' } });
  fireEvent.click(await screen.findByRole('option', { name: /0001\/12345 · Ana Souza/ }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount/ }), { target: { value: amount } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: reason } });
  if (holdType) fireEvent.click(within(dialog).getByRole('radio', { name: holdType }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
}

/** Answers the confirmation, checking what it asks. */
async function confirm(question: RegExp) {
  const asked = await screen.findByRole('dialog', { name: 'Freeze funds', description: question });
  fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
}

describe('FreezeDialog', () => {
  it('shows each account with its available money', async () => {
    fakeApi({ '/api/v1/bank_account/list': () => page([ana, account({ id: 6, owner_name: 'Bruno Lima', account_number: '777', available: 0 })]) });
    renderScreen(<FreezeDialog onClose={() => undefined} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Account/ }));
    const option = await screen.findByRole('option', { name: /0001\/777 · Bruno Lima/ });
    expect(plain(option.textContent)).toContain('Nu Pagamentos · Available R$ 0,00');
  });

  it('confirms, sends an Idempotency-Key, and sends the same key again on a retry after a failure', async () => {
    let failNext = true;
    const server = fakeApi({
      '/api/v1/bank_account/list': () => page([ana]),
      [FREEZE]: () => {
        if (!failNext) return envelope(200, 'R$ 10,00 frozen on account 12345', frozen);
        failNext = false;
        throw new TypeError('Failed to fetch');
      },
    });
    const onClose = vi.fn();
    renderScreen(<FreezeDialog onClose={onClose} />);
    await fillIn({ amount: '10,00', reason: 'Court order 123' });
    await confirm(/Freeze R\$\s10,00 on account 0001\/12345 of Ana Souza\?/);

    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('The server cannot be reached', expect.anything());
    expect(onClose).not.toHaveBeenCalled();

    // The answered confirmation fades out first.
    fireEvent.click(await screen.findByRole('button', { name: 'Freeze' }));
    await confirm(/Freeze R\$\s10,00/);
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const body = { account_id: 5, amount: 1000, reason: 'Court order 123', hold_type: 'internal_risk' };
    expect(server.bodiesOf(FREEZE)).toEqual([body, body]);
    const [first, retry] = server.keysOf(FREEZE);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
  });

  it('uses a new key for a new freeze', async () => {
    const server = fakeApi({ '/api/v1/bank_account/list': () => page([ana]), [FREEZE]: () => envelope(200, 'Frozen', frozen) });
    for (const _opening of [1, 2]) {
      const onClose = vi.fn();
      renderScreen(<FreezeDialog onClose={onClose} />);
      await fillIn({ amount: '10,00', reason: 'Court order 123' });
      await confirm(/Freeze R\$\s10,00/);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      cleanup();
    }
    const [first, second] = server.keysOf(FREEZE);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('refuses an amount above the available money, a missing account and a short reason, and sends nothing', async () => {
    const server = fakeApi({ '/api/v1/bank_account/list': () => page([account({ available: 500 })]) });
    renderScreen(<FreezeDialog onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByText('Choose the account')).toBeTruthy();
    expect(screen.getByText('Type the amount')).toBeTruthy();
    expect(screen.getByText('Write at least 3 characters')).toBeTruthy();

    await fillIn({ amount: '5,01', reason: 'Court order 123' });
    expect(await screen.findByText('The amount cannot be more than R$ 5,00')).toBeTruthy();
    expect(screen.queryByRole('dialog', { description: /Freeze R\$/ })).toBeNull();
    expect(server.bodiesOf(FREEZE)).toEqual([]);
  });

  it('keeps the form open with what was typed, and toasts the server refusal once', async () => {
    fakeApi({
      '/api/v1/bank_account/list': () => page([ana]),
      [FREEZE]: () => envelope(409, 'Cannot freeze R$ 10,00: account 12345 has only R$ 5,00 available'),
    });
    const onClose = vi.fn();
    renderScreen(<FreezeDialog onClose={onClose} />);
    await fillIn({ amount: '10,00', reason: 'Court order 123' });
    await confirm(/Freeze R\$\s10,00/);
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Cannot freeze R$ 10,00: account 12345 has only R$ 5,00 available', expect.anything());
    expect(screen.queryByText('Cannot freeze R$ 10,00: account 12345 has only R$ 5,00 available')).toBeNull();
    expect(screen.getByDisplayValue('Court order 123')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers the hold type, internal risk unless chosen, and says under its field what a cautionary or judicial hold lacks', async () => {
    const server = fakeApi({ '/api/v1/bank_account/list': () => page([ana]), [FREEZE]: () => envelope(200, 'Frozen', frozen) });
    renderScreen(<FreezeDialog onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Freeze funds' });
    expect((within(dialog).getByRole('radio', { name: 'Internal risk' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('textbox', { name: /Court order/ })).toBeNull();

    await fillIn({ amount: '10,00', reason: 'Scam reported', holdType: /Cautionary block/ });
    expect(await within(dialog).findByText('a cautionary block names the Pix received it holds')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Transaction id/ }), { target: { value: '5x' } });
    expect(await within(dialog).findByText('Type the transaction id in digits')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Judicial order' }));
    expect(within(dialog).queryByRole('textbox', { name: /Transaction id/ })).toBeNull();
    expect(await within(dialog).findByText('a judicial hold names its court order')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Court order/ }), { target: { value: 'ab' } });
    expect(await within(dialog).findByText('must be at least 3 characters')).toBeTruthy();
    expect(server.bodiesOf(FREEZE)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Court order/ }), { target: { value: 'TJSP 0001234-56' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    await confirm(/Hold type: Judicial order\./);
    await waitFor(() => expect(server.bodiesOf(FREEZE)).toEqual([{ account_id: 5, amount: 1000, reason: 'Scam reported', hold_type: 'judicial', court_order: 'TJSP 0001234-56' }]));
  });

  it('sends a cautionary block with the Pix received it holds', async () => {
    const server = fakeApi({ '/api/v1/bank_account/list': () => page([ana]), [FREEZE]: () => envelope(200, 'Frozen', frozen) });
    renderScreen(<FreezeDialog onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Freeze funds' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Cautionary block/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Transaction id/ }), { target: { value: '501' } });
    await fillIn({ amount: '10,00', reason: 'Scam reported' });
    await confirm(/Hold type: Cautionary block \(72 h\)\./);
    await waitFor(() => expect(server.bodiesOf(FREEZE)).toEqual([{ account_id: 5, amount: 1000, reason: 'Scam reported', hold_type: 'cautionary', trade_id: 501 }]));
  });
});
