import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { pix } from '@wallet/contracts';
import { setUpGridScreenTests } from '../../test-support/grid-screen';
import LimitsListPage from './LimitsListPage';
import { fakeApi, page, pixLimit, renderScreen, selectionWith, SignedIn, signedInWith } from '../../test-support/pix-test-kit';


const rows = [
  pixLimit({ pending_amount: 300_000, pending_effective_at: '2025-01-03T13:00:00.000Z' }),
  pixLimit({ id: 6, owner_id: 40, owner_name: 'Mercado Boa Vista', target: 'merchant', period_type: 'DAYTIME', amount: 20_000_000 }),
];

setUpGridScreenTests();

describe('LimitsListPage', () => {
  it('shows the amount in force and any pending increase with the time it takes effect', async () => {
    fakeApi({ ...signedInWith(['limits.view', 'limits.manage']), ...selectionWith([]), [pix.limits.list.path]: () => page(rows) });
    renderScreen(<LimitsListPage />, '/pix/limitsList');
    const row = (await screen.findByText('Ana Souza')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('User')).toBeTruthy();
    expect(within(row).getByText('Nighttime (20:00–06:00)')).toBeTruthy();
    expect(row.querySelector('[data-centavos="100000"]')).toBeTruthy();
    expect(row.querySelector('[data-centavos="300000"]')).toBeTruthy();
    expect(row.textContent).toContain('in force from 2025-01-03 10:00:00');
    const other = screen.getByText('Mercado Boa Vista').closest('[role="row"]') as HTMLElement;
    expect(within(other).getByText('—')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Change the Pix Nighttime (20:00–06:00) limit of Ana Souza' }));
    expect(await screen.findByRole('dialog', { name: 'Change a Pix limit' })).toBeTruthy();
  });

  it('opens "Set a limit" for an owner with no row, and hides changes from a member who may only look', async () => {
    fakeApi({ ...signedInWith(['limits.view', 'limits.manage']), ...selectionWith([]), [pix.limits.list.path]: () => page(rows) });
    renderScreen(<LimitsListPage />, '/pix/limitsList');
    fireEvent.click(await screen.findByRole('button', { name: 'Set a limit' }));
    expect(await screen.findByRole('dialog', { name: 'Set a Pix limit' })).toBeTruthy();
    cleanup();

    fakeApi({ ...signedInWith(['limits.view']), ...selectionWith([]), [pix.limits.list.path]: () => page(rows) });
    renderScreen(<><LimitsListPage /><SignedIn /></>, '/pix/limitsList');
    await screen.findByText('Ana Souza');
    await screen.findByText('signed in');
    expect(screen.queryByRole('button', { name: 'Set a limit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
  });
});
