import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import FreezeHistoryPage from './FreezeHistoryPage';
import { account, envelope, fakeApi, freezeRow, me, page, renderScreen, selectionAnswer } from '../../../test-support/funds-test-kit';

setUpGridScreenTests();

describe('FreezeHistoryPage', () => {
  it("lists the freezes of the link's account, released ones too", async () => {
    const server = fakeApi({
      '/api/v1/auth/me': me(['funds.view', 'bank_accounts.view']),
      '/api/v1/selection': selectionAnswer({ freeze_status: [{ code: 'active', name: 'Active' }, { code: 'released', name: 'Released' }] }),
      '/api/v1/bank_account/detail': () => envelope(200, 'ok', { account: account(), active_freezes: [], latest_logs: [] }),
      '/api/v1/funds/freeze_list': () => page([freezeRow({}), freezeRow({ id: 30, remaining: 0, status: 'released', released_at: '2025-03-02T12:00:00.000Z', release_reason: 'Court order lifted' })]),
    });
    renderScreen(<FreezeHistoryPage />, '/banking/freezeHistory?account_id=5');
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Court order lifted')).toBeTruthy();
    expect(grid.querySelector('[data-option="freeze_status"][data-code="released"]')?.textContent).toBe('Released');
    expect(server.bodiesOf('/api/v1/funds/freeze_list')[0]).toMatchObject({ account_id: 5 });
  });
});
