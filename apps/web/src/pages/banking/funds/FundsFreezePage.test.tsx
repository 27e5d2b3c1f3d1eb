import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { banking } from '@wallet/contracts';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import FundsFreezePage from './FundsFreezePage';
import { envelope, fakeApi, freezeRow, me, page, renderScreen, selectionAnswer } from '../../../test-support/funds-test-kit';


const freeze = (overrides: Partial<banking.Freeze>): banking.Freeze => freezeRow(overrides);
const freezes = [freeze({}), freeze({ id: 30, owner_name: 'Bruno Lima', remaining: 0, status: 'released', released_at: '2025-03-02T12:00:00.000Z' })];
const selection = selectionAnswer({ freeze_status: [{ code: 'active', name: 'Active' }, { code: 'released', name: 'Released' }] });

setUpGridScreenTests();

describe('FundsFreezePage', () => {
  it('lists freezes and offers Unfreeze on active ones only', async () => {
    const server = fakeApi({
      '/api/v1/auth/me': me(['funds.view', 'funds.freeze', 'funds.unfreeze', 'bank_accounts.view']),
      '/api/v1/selection': selection,
      '/api/v1/funds/freeze_list': () => page(freezes),
    });
    renderScreen(<FundsFreezePage />, '/banking/fundsFreeze');
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Ana Souza');
    expect(within(grid).getAllByText('R$ 30,00')).toHaveLength(2);
    expect(grid.querySelector('[data-option="freeze_status"][data-code="released"]')?.textContent).toBe('Released');
    expect(within(grid).queryByRole('button', { name: 'Unfreeze freeze 30 of Bruno Lima' })).toBeNull();
    expect(server.bodiesOf('/api/v1/funds/freeze_list')[0]).toEqual({ page: 1, page_size: 50, status: '0', hold_type: '0' });

    fireEvent.click(await within(grid).findByRole('button', { name: 'Unfreeze freeze 31 of Ana Souza' }));
    expect(await screen.findByRole('dialog', { name: 'Release freeze #31' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Release freeze #31' }), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Freeze funds' }));
    expect(await screen.findByRole('dialog', { name: 'Freeze funds' })).toBeTruthy();
  });

  it('says a release waits for approval, linking its request, instead of offering Unfreeze again', async () => {
    fakeApi({
      '/api/v1/auth/me': me(['funds.view', 'funds.unfreeze']),
      '/api/v1/selection': selection,
      '/api/v1/funds/freeze_list': () => page([freeze({ release_request_id: 77 })]),
    });
    renderScreen(<FundsFreezePage />, '/banking/fundsFreeze');
    const grid = await screen.findByRole('grid');
    const awaiting = await within(grid).findByRole('link', { name: 'The release of freeze 31 awaits approval: open request #77' });
    expect(awaiting.getAttribute('href')).toBe('/approvals?request=77');
    expect(awaiting.textContent).toBe('Release awaiting approval');
    expect(within(grid).queryByRole('button', { name: /Unfreeze/ })).toBeNull();
  });

  it('offers neither action without the permissions', async () => {
    fakeApi({
      '/api/v1/auth/me': me(['funds.view']),
      '/api/v1/selection': selection,
      '/api/v1/funds/freeze_list': () => page(freezes),
    });
    renderScreen(<FundsFreezePage />, '/banking/fundsFreeze');
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Ana Souza');
    expect(within(grid).queryByRole('button', { name: /Unfreeze/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Freeze funds' })).toBeNull();
  });

  it('shows what each hold is for, counts down an active cautionary block, links its MED case, and escalates it after a confirmation', async () => {
    const cautionary = freeze({
      id: 40, owner_name: 'Carla Dias', hold_type: 'cautionary', expires_at: new Date(Date.now() + 20 * 3_600_000).toISOString(), trade_id: 501,
    });
    const judicial = freeze({ id: 41, owner_name: 'Davi Reis', hold_type: 'judicial', court_order: 'TJSP 123', status: 'released', remaining: 0, release_reason: 'Order lifted', case_id: null });
    const med = freeze({ id: 42, owner_name: 'Eva Lopes', hold_type: 'med', case_id: 12 });
    const server = fakeApi({
      '/api/v1/auth/me': me(['funds.view', 'funds.unfreeze', 'med.manage']),
      '/api/v1/selection': selection,
      '/api/v1/funds/freeze_list': () => page([cautionary, judicial, med]),
      '/api/v1/funds/hold_escalate': () => envelope(200, 'Cautionary block 40 escalated to a MED hold of case 12', { freeze: { ...cautionary, hold_type: 'med', expires_at: null, case_id: 12 }, case_id: 12 }),
    });
    renderScreen(<FundsFreezePage />, '/banking/fundsFreeze?hold_type=cautionary');
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Carla Dias');
    expect(server.bodiesOf('/api/v1/funds/freeze_list')[0]).toMatchObject({ hold_type: 'cautionary' });
    const row = (id: number) => grid.querySelector(`[role="row"][data-id="${id}"]`) as HTMLElement;
    // Short words in the cell, the option's whole words on hover.
    expect(within(row(40)).getByText('Cautionary').closest('[title]')?.getAttribute('title')).toBe('Cautionary block (72 h)');
    expect(within(row(40)).getByText(/^(19|20) h left$/)).toBeTruthy();
    expect(within(row(41)).getByText('TJSP 123')).toBeTruthy();
    expect(within(row(41)).getByText('Order lifted')).toBeTruthy();
    expect(within(row(42)).getByRole('link', { name: 'Case #12' }).getAttribute('href')).toBe('/regulatory/med/detail?id=12');
    expect(within(grid).queryByRole('button', { name: /Escalate freeze 42/ })).toBeNull();

    fireEvent.click(await within(grid).findByRole('button', { name: 'Escalate freeze 40 of Carla Dias to the MED' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escalate cautionary block #40 to the MED' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Fraud confirmed by the payer bank' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    const asked = await screen.findByRole('dialog', { name: 'Escalate to the MED' });
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.bodiesOf('/api/v1/funds/hold_escalate')).toEqual([{ freeze_id: 40, reason: 'Fraud confirmed by the payer bank' }]));
  });
});
