import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListColumn } from '../table/columns';
import { useLocation } from 'react-router';
import { users } from '@wallet/contracts';
import { envelope, fakeApi, page, renderScreen, type Answer } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { ListPage } from '../ListPage';

const ana = {
  id: 1, kind: 'user', name: 'Ana Souza', email: 'ana@example.com', phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725',
  status: 'active', blocked_reason: null, kyc_status: 'approved', created_at: '2025-01-02T13:00:00.000Z',
} as const;
const columns: ListColumn[] = [{ field: 'name', headerName: 'Name', width: 200 }, { field: 'email', headerName: 'E-mail', width: 200 }];
const view = { id: 7, list_key: '/userCenter/userList', name: 'Blocked ones', query: 'status=blocked&hide=email&density=compact', updated_at: '2026-11-20T12:00:00.000Z' };

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const show = (url: string, answers: Record<string, Answer>) => {
  const api = fakeApi({ [users.list.path]: () => page([ana]), ...answers });
  renderScreen(<><ListPage endpoint={users.list} title="Users" columns={columns} /><Address /></>, url);
  return api;
};
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /^Views/ }));
  return screen.findByRole('menu', { name: 'Views of this list' });
};

setUpGridScreenTests();

describe('the views of a list', () => {
  it("shows the member's remembered columns and density when the address names none", async () => {
    show('/userCenter/userList', { '/api/v1/view/list': () => envelope(200, 'ok', { views: [], layout: { hidden: ['email'], density: 'compact' } }) });
    await screen.findByText('Ana Souza');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull());
    expect(document.querySelector('[data-density="compact"]')).not.toBeNull();
  });

  it('opens a saved view: the address takes its filters, columns and density, and the button names it', async () => {
    const api = show('/userCenter/userList', { '/api/v1/view/list': () => envelope(200, 'ok', { views: [view], layout: null }) });
    expect(await screen.findByRole('columnheader', { name: 'E-mail' })).toBeTruthy();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Blocked ones' }));
    await waitFor(() => expect(address().get('status')).toBe('blocked'));
    expect(address().get('hide')).toBe('email');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Views: Blocked ones' })).toBeTruthy();
    expect(api.bodiesOf('/api/v1/view/list')[0]).toEqual({ list_key: '/userCenter/userList' });
  });

  it('chooses a density: the address shows it and the server remembers it', async () => {
    const api = show('/userCenter/userList?hide=email', { '/api/v1/view/layout': (body) => envelope(200, 'ok', body) });
    await screen.findByText('Ana Souza');
    fireEvent.click(within(await openMenu()).getByRole('menuitemradio', { name: 'Comfortable' }));
    await waitFor(() => expect(address().get('density')).toBe('comfortable'));
    await waitFor(() => expect(api.bodiesOf('/api/v1/view/layout')).toEqual([{ list_key: '/userCenter/userList', hidden: ['email'], density: 'comfortable' }]));
  });

  it('saves the view shown under a name the contract takes, refusing an empty one first', async () => {
    const api = show('/userCenter/userList?status=blocked&page=2', {
      '/api/v1/view/save': (body) => envelope(200, 'View "Mine" saved', { ...view, id: 8, ...body }),
    });
    await screen.findByText('Ana Souza');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Save this view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the view a name of at most 60 characters')).toBeTruthy();
    expect(api.bodiesOf('/api/v1/view/save')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('/api/v1/view/save')).toEqual([
      { list_key: '/userCenter/userList', name: 'Mine', query: 'status=blocked&hide=&density=standard' },
    ]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this view' })).toBeNull());
  });

  it('deletes a saved view after a confirmation', async () => {
    const api = show('/userCenter/userList', {
      '/api/v1/view/list': () => envelope(200, 'ok', { views: [view], layout: null }),
      '/api/v1/view/delete': () => envelope(200, 'View "Blocked ones" deleted'),
    });
    await screen.findByText('Ana Souza');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Manage views…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your saved views of this list' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Blocked ones' }));
    const question = await screen.findByRole('dialog', { name: 'Delete the view Blocked ones?' });
    expect(api.bodiesOf('/api/v1/view/delete')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf('/api/v1/view/delete')).toEqual([{ id: 7 }]));
  });
});
