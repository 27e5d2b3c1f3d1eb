import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pix, type Permission } from '@wallet/contracts';
import { envelope, fakeApi, renderScreen } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { session } from '../../../test-support/trade-test-kit';
import ReconciliationPage from './ReconciliationPage';

setUpGridScreenTests();

const verification = (id: number, fields: Partial<pix.reconciliation.SyncVerification>): pix.reconciliation.SyncVerification => ({
  id, key_type: 'EMAIL', result: 'OK', our_verifier: '0'.repeat(64), keys: 12, error: null, started_by: 'nightly',
  started_at: '2026-05-12T05:00:00.000Z', finished_at: '2026-05-12T05:00:02.000Z', fixes: [], ...fields,
});
const LIST = [
  verification(2, {
    result: 'NOK', started_by: 'ana',
    fixes: [
      { key_value: 'ana@exemplo.com.br', action: 'created', outcome: 'done', error: null, at: '2026-05-12T05:00:01.000Z' },
      { key_value: 'bia@exemplo.com.br', action: 'deleted', outcome: 'refused', error: 'EntryLockedByClaim: The key has a claim', at: '2026-05-12T05:00:01.000Z' },
    ],
  }),
  verification(1, { key_type: 'CPF' }),
];

function show(permissions: Permission[], data: { list: pix.reconciliation.SyncVerification[]; available: boolean } = { list: LIST, available: true }) {
  const api = fakeApi({
    ...session(permissions),
    [pix.reconciliation.list.path]: () => envelope(200, 'ok', data),
    [pix.reconciliation.run.path]: () => envelope(200, 'Verified with the DICT', { list: LIST }),
  });
  renderScreen(<ReconciliationPage />, '/pix/reconciliation');
  return api;
}
const cellsOf = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('ReconciliationPage', () => {
  it('lists the verifications and shows what the one with fixes fixed, each fix with its outcome and the DICT\'s words', async () => {
    show(['pix_keys.view']);
    const table = await screen.findByRole('table', { name: 'Sync verifications with the DICT' });
    expect(cellsOf(table.querySelector('[data-verification="2"]')!).slice(1)).toEqual(['E-mail', 'Differed', '12', '1 of 2', 'ana']);
    expect(cellsOf(table.querySelector('[data-verification="1"]')!).slice(1)).toEqual(['CPF', 'Equal', '12', '—', 'Nightly']);
    const fixes = screen.getByRole('table', { name: /What the verification of E-mail at .* fixed/ });
    expect(cellsOf(fixes.querySelector('[data-key="bia@exemplo.com.br"]')!)).toEqual(['bia@exemplo.com.br', 'Deleted at the DICT (an entry we do not hold)', 'Refused', 'EntryLockedByClaim: The key has a claim']);
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
  });

  it('verifies now for who may manage keys', async () => {
    const api = show(['pix_keys.view', 'pix_keys.manage']);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(api.bodiesOf(pix.reconciliation.run.path)).toHaveLength(1));
  });

  it('says when the DICT keeps no content identifiers, offering no verification', async () => {
    show(['pix_keys.view', 'pix_keys.manage'], { list: [], available: false });
    expect(await screen.findByText(/keeps no content identifiers/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
  });

  it('says when there is no verification yet', async () => {
    show(['pix_keys.view'], { list: [], available: true });
    expect(await screen.findByText(/No verification yet/)).toBeTruthy();
    expect(within(document.body).queryByRole('table')).toBeNull();
  });
});
