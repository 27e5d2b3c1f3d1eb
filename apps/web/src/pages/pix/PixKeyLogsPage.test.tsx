import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { pix } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import PixKeyLogsPage from './PixKeyLogsPage';
import { fakeApi, page, renderScreen, selectionWith, signedInWith } from '../../test-support/pix-test-kit';


const LOGS = pix.keys.logs.path;
const claim: pix.keys.PixKeyLog = {
  id: 9, key_id: 31, key_type: 'PHONE', key_value: '+5511912345678', action: 'claim', account_number: '12345', owner_name: 'Ana Souza',
  reason: { key: 'claim.opened' as const, params: {} }, operator: 'ops', claim_id: 7, created_at: '2025-01-02T13:00:00.000Z',
};

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PixKeyLogsPage', () => {
  it('shows each event and sends the filters, days included', async () => {
    const api = fakeApi({ ...signedInWith(['pix_keys.view']), ...selectionWith([]), [LOGS]: () => page([claim]) });
    renderScreen(<PixKeyLogsPage />, '/logs/pixKeyLogs?action=claim&key=%2B5511912345678&created_from=2025-01-01&created_to=2025-01-31');
    const row = (await screen.findByText('+5511912345678')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Ownership claim')).toBeTruthy();
    expect(within(row).getByText('Phone')).toBeTruthy();
    expect(within(row).getByText('2025-01-02 10:00:00')).toBeTruthy();
    expect(within(row).getByText('ops')).toBeTruthy();
    expect(within(row).getByText('Claim opened at the DICT: the key is held at another participant')).toBeTruthy();
    // Without claims.view the claim is named, not linked.
    expect(within(row).getByText('Claim #7').closest('a')).toBeNull();
    await waitFor(() =>
      expect(api.bodiesOf(LOGS)).toContainEqual({
        page: 1, page_size: 50, key: '+5511912345678', pix_key_type: '0', action: 'claim', created_from: '2025-01-01', created_to: '2025-01-31',
      }),
    );
  });

  it('leads from a claim event to its claim, for a member who may see claims', async () => {
    fakeApi({ ...signedInWith(['pix_keys.view', 'claims.view']), ...selectionWith([]), [LOGS]: () => page([claim]) });
    renderScreen(<PixKeyLogsPage />, '/logs/pixKeyLogs');
    const row = (await screen.findByText('+5511912345678')).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('link', { name: 'Claim #7' }).getAttribute('href')).toBe('/pix/claims/detail?id=7'));
  });
});
