import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { banking } from '@wallet/contracts';
import { initI18n } from '../../../i18n';
import FundsFreezePage from './FundsFreezePage';
import { fakeApi, me, page, renderScreen, selectionAnswer } from './funds-test-kit';


const freeze = (overrides: Partial<banking.Freeze>): banking.Freeze => ({
  id: 31, account_id: 5, account_number: '12345', owner_name: 'Ana Souza', amount: 3000, remaining: 2000, status: 'active',
  reason: 'MED analysis', created_by: 'ops', created_at: '2025-03-01T12:00:00.000Z', released_at: null, ...overrides,
});
const freezes = [freeze({}), freeze({ id: 30, owner_name: 'Bruno Lima', remaining: 0, status: 'released', released_at: '2025-03-02T12:00:00.000Z' })];
const selection = selectionAnswer({ freeze_status: [{ code: 'active', name: 'Active' }, { code: 'released', name: 'Released' }] });

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    expect(grid.querySelector('[data-status="released"]')?.textContent).toBe('Released');
    expect(within(grid).queryByRole('button', { name: 'Unfreeze freeze 30 of Bruno Lima' })).toBeNull();
    expect(server.bodiesOf('/api/v1/funds/freeze_list')[0]).toEqual({ page: 1, page_size: 50, status: '0' });

    fireEvent.click(await within(grid).findByRole('button', { name: 'Unfreeze freeze 31 of Ana Souza' }));
    expect(screen.getByRole('dialog', { name: 'Release freeze #31' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Release freeze #31' }), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Freeze funds' }));
    expect(await screen.findByRole('dialog', { name: 'Freeze funds' })).toBeTruthy();
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
});
