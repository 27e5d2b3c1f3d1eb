import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { banking } from '@wallet/contracts';
import { loadSaid } from '../../../i18n/said';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import FundsFreezePage from './FundsFreezePage';
import { envelope, fakeApi, freezeRow, me, page, renderScreen, selectionAnswer } from '../../../test-support/funds-test-kit';

setUpGridScreenTests();
beforeAll(() => loadSaid());

const freezes = [freezeRow({}), freezeRow({ id: 30, owner_name: 'Bruno Lima', remaining: 0, status: 'released', released_at: '2025-03-02T12:00:00.000Z' })];
const rowOf = (owner: string) => screen.getByText(owner).closest('[role="row"]') as HTMLElement;

describe('releasing the chosen freezes', () => {
  it('lists each freeze with what it holds, takes one reason, sends one call with an idempotency key, and says what was done to each', async () => {
    const api = fakeApi({
      '/api/v1/auth/me': me(['funds.view', 'funds.unfreeze']),
      '/api/v1/selection': selectionAnswer(),
      [banking.freezeList.path]: () => page(freezes),
      [banking.unfreezeSelected.path]: () => envelope(200, '1 done, 1 refused', {
        results: [
          { id: 31, outcome: 'done', msg: 'R$ 30,00 released', words: { key: 'funds.released', params: { amount: 3_000, account: '123456' } } },
          { id: 30, outcome: 'refused', msg: 'Freeze 30 is already released', words: { key: 'funds.freeze_released', params: { freeze: '30' } } },
        ],
        done: 1, refused: 1,
      }),
    });
    renderScreen(<FundsFreezePage />, '/banking/fundsFreeze');
    await screen.findByText('Bruno Lima');
    fireEvent.click(within(rowOf('Ana Souza')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Bruno Lima')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByRole('region', { name: 'Chosen rows' })).getByRole('button', { name: 'Release chosen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Release 2 freezes' });
    const listed = within(within(dialog).getByRole('list', { name: 'Rows to change' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(listed[0]).toMatch(/^Freeze #31: R\$\s20,00 on 12345 \(Ana Souza\)$/);
    expect(listed[1]).toMatch(/already released: will be refused$/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Checked with the customer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release chosen' }));

    const results = await screen.findByRole('dialog', { name: '1 done, 1 refused' });
    expect(within(results).getAllByRole('listitem').map((item) => item.getAttribute('data-result'))).toEqual(['done', 'refused']);
    expect(api.bodiesOf(banking.unfreezeSelected.path)).toEqual([{ ids: [31, 30], reason: 'Checked with the customer' }]);
    expect(api.keysOf(banking.unfreezeSelected.path)[0]).toMatch(/\S{16,}/);
    fireEvent.click(within(results).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chosen rows' })).toBeNull());
  });
});
