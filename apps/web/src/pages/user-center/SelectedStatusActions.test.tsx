import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { users } from '@wallet/contracts';
import { loadSaid } from '../../i18n/said';
import { envelope, fakeApi, page, renderScreen } from '../../test-support/fake-api';
import { setUpGridScreenTests } from '../../test-support/grid-screen';
import { meAnswer, selectionAnswer } from '../../test-support/session';
import { UserCenterList } from './UserCenterList';
import type { WalletUser } from './wallet-user';

setUpGridScreenTests();
beforeAll(() => loadSaid());

const person = (id: number, name: string, status: WalletUser['status'] = 'active'): WalletUser => ({
  id, kind: 'user', name, email: `${id}@example.com`, phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725',
  status, blocked_reason: status === 'blocked' ? 'Earlier' : null, kyc_status: 'approved', created_at: '2025-01-02T13:00:00.000Z',
});
const ROWS = [person(1, 'Ana Souza'), person(2, 'Bruno Lima', 'blocked'), person(3, 'Carla Dias')];

function show(permissions: Parameters<typeof meAnswer>[0] = ['users.view', 'users.block']) {
  const api = fakeApi({
    '/api/v1/auth/me': meAnswer(permissions),
    '/api/v1/selection': selectionAnswer(),
    [users.list.path]: () => page(ROWS),
    [users.blockSelected.path]: () => envelope(200, '1 done, 1 refused', {
      results: [
        { id: 1, outcome: 'done', msg: 'Ana Souza is blocked', words: { key: 'user.blocked', params: { name: 'Ana Souza' } } },
        { id: 2, outcome: 'refused', msg: 'User 2 is already blocked', words: { key: 'user.already_blocked', params: { record: 'user', id: '2' } } },
      ],
      done: 1, refused: 1,
    }, { key: 'bulk.applied', params: { done: 1, refused: 1 } }),
  });
  renderScreen(<UserCenterList kind="user" />, '/userCenter/userList');
  return api;
}

const checkboxOf = (name: string) => within(screen.getByText(name).closest('[role="row"]') as HTMLElement).getByRole('checkbox');

describe('bulk block on the user list', () => {
  it('blocks the chosen rows after one confirmation that lists them, then says what was done to each', async () => {
    const api = show();
    await screen.findByText('Carla Dias');
    fireEvent.click(checkboxOf('Ana Souza'));
    fireEvent.click(checkboxOf('Bruno Lima'));
    const bar = screen.getByRole('region', { name: 'Chosen rows' });
    expect(within(bar).getByText('2 rows chosen')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Block chosen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Block 2 accounts' });
    const listed = within(dialog).getByRole('list', { name: 'Rows to change' });
    expect(within(listed).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana Souza', 'Bruno Limaalready blocked: will be refused']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block chosen' }));
    expect(api.bodiesOf(users.blockSelected.path)).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Mule ring' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block chosen' }));

    const results = await screen.findByRole('dialog', { name: '1 done, 1 refused' });
    await waitFor(() => expect(api.bodiesOf(users.blockSelected.path)).toEqual([{ ids: [1, 2], reason: 'Mule ring' }]));
    const items = within(within(results).getByRole('list', { name: 'What was done to each' })).getAllByRole('listitem');
    expect(items.map((item) => [item.getAttribute('data-result'), item.textContent])).toEqual([
      ['done', 'DoneAna SouzaAna Souza is blocked'],
      ['refused', 'RefusedBruno LimaUser 2 is already blocked'],
    ]);
    fireEvent.click(within(results).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Chosen rows' })).toBeNull();
  });

  it('offers no choice of rows to a member who may not block', async () => {
    show(['users.view']);
    await screen.findByText('Carla Dias');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
