import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pix, users } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { LimitDialog } from './LimitDialog';
import { envelope, fakeApi, page, pixLimit, renderScreen, walletUser } from '../../test-support/pix-test-kit';


const CHANGE = pix.limits.change.path;

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openOn(limit: pix.limits.PixLimit | null) {
  const onClose = vi.fn();
  const api = fakeApi({ [CHANGE]: () => envelope(200, 'Limit changed', pixLimit()) });
  renderScreen(<LimitDialog open limit={limit} onClose={onClose} />);
  return { api, onClose };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const effect = () => screen.getByRole('status');
const save = () => screen.getByRole('button', { name: 'Save limit' }) as HTMLButtonElement;

describe('LimitDialog', () => {
  it('says a decrease applies at once, and sends the amount in centavos with the row and the reason', async () => {
    const { api, onClose } = openOn(pixLimit({ amount: 100_000 }));
    expect(screen.getByRole('dialog', { name: 'Change a Pix limit' })).toBeTruthy();
    expect(screen.getByText('Nighttime (20:00–06:00)')).toBeTruthy();
    type(/New amount/, '500');
    expect(effect().textContent).toMatch(/R\$\s500,00 is lower than the limit in force \(R\$\s1\.000,00\): it applies at once\./);

    fireEvent.click(save());
    expect(await screen.findByText('Write at least 3 characters')).toBeTruthy();
    expect(api.bodiesOf(CHANGE)).toEqual([]);
    type(/Reason/, 'Customer asked for a lower night limit');
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesOf(CHANGE)).toEqual([
      { owner_id: 7, limits_type: 'PIX', period_type: 'NIGHTTIME', amount: 50_000, reason: 'Customer asked for a lower night limit' },
    ]);
  });

  it('says an increase is scheduled 24 hours later and when, replacing a pending one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00.000Z'));
    const { api } = openOn(pixLimit({ amount: 100_000, pending_amount: 300_000, pending_effective_at: '2026-01-15T20:00:00.000Z' }));
    type(/New amount/, '2.000,50');
    // São Paulo time: 12:00 UTC the next day is 09:00 there.
    expect(effect().textContent).toMatch(/is scheduled and takes effect 24 hours from now, at 2026-01-16 09:00:00\. It replaces the pending increase to R\$\s3\.000,00\./);
    type(/Reason/, 'Seasonal sales');
    fireEvent.click(save());
    await waitFor(() => expect(api.bodiesOf(CHANGE)).toEqual([expect.objectContaining({ amount: 200_050 })]));
  });

  it('refuses the amount already in force, and a third decimal', async () => {
    openOn(pixLimit({ amount: 100_000 }));
    type(/New amount/, '1.000,00');
    expect(effect().textContent).toMatch(/The limit is already R\$\s1\.000,00\./);
    expect(save().disabled).toBe(true);
    type(/New amount/, '10,005');
    fireEvent.blur(screen.getByRole('textbox', { name: /New amount/ }));
    expect(await screen.findByText('Type an amount in reais with at most two decimals')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sets the limit of an owner picked by kind, telling the rule when the owner has no row yet', async () => {
    const { api, onClose } = openOn(null);
    const merchant = walletUser({ id: 40, kind: 'merchant', name: 'Mercado Boa Vista', doc_type: 'CNPJ', doc_number: '11222333000181' });
    api.answers[users.list.path] = () => page([merchant]);
    api.answers[pix.limits.list.path] = () => page([]);
    const dialog = screen.getByRole('dialog', { name: 'Set a Pix limit' });

    fireEvent.click(save());
    expect(await screen.findByText('Choose the owner')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Owner kind/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Merchant' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Owner\W*$/ }), { target: { value: 'Mercado' } });
    await waitFor(() => expect(api.bodiesOf(users.list.path)).toContainEqual(expect.objectContaining({ kind: 'merchant', keyword: 'Mercado' })));
    fireEvent.click(await screen.findByRole('option', { name: /Mercado Boa Vista/ }));

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Period/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Nighttime (20:00–06:00)' }));
    type(/New amount/, '100');
    await waitFor(() => expect(effect().textContent).toMatch(/has the default limit for this type and period/));
    expect(api.bodiesOf(pix.limits.list.path)).toContainEqual({ page: 1, page_size: 1, owner_id: 40, limits_type: 'PIX', period_type: 'NIGHTTIME' });

    type(/Reason/, 'Agreed with the merchant');
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesOf(CHANGE)).toEqual([{ owner_id: 40, limits_type: 'PIX', period_type: 'NIGHTTIME', amount: 10_000, reason: 'Agreed with the merchant' }]);
  });

  it('compares with the row an owner already has for the chosen type and period', async () => {
    const { api } = openOn(null);
    api.answers[users.list.path] = () => page([walletUser()]);
    api.answers[pix.limits.list.path] = () => page([pixLimit({ amount: 2_000_000, period_type: 'DAYTIME' })]);
    fireEvent.change(screen.getByRole('combobox', { name: /^Owner\W*$/ }), { target: { value: 'Ana' } });
    fireEvent.click(await screen.findByRole('option', { name: /Ana Souza/ }));
    type(/New amount/, '30.000,00');
    await waitFor(() => expect(effect().textContent).toMatch(/higher than the limit in force \(R\$\s20\.000,00\): the increase is scheduled/));
  });
});
