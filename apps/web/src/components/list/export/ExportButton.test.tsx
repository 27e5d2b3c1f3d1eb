import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListColumn } from '../table/columns';
import { auth, cockpit, users, type Permission } from '@wallet/contracts';
import { useLocation } from 'react-router';
import { envelope, fakeApi, page, renderScreen, SignedIn, type Answer } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { meAnswer } from '../../../test-support/session';
import { toast } from '../../../test-support/toast';
import { ListPage, type FilterSpec } from '../ListPage';

const ana = {
  id: 1, kind: 'user', name: 'Ana Souza', email: 'ana@example.com', phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725',
  status: 'active', blocked_reason: null, kyc_status: 'approved', created_at: '2025-01-02T13:00:00.000Z',
} as const;
const columns: ListColumn[] = [{ field: 'name', headerName: 'Name', width: 200 }];
const filters: FilterSpec[] = [{ kind: 'text', name: 'keyword', label: 'Keyword' }];
const queued = {
  id: 9, list: users.list.path, format: 'csv', status: 'queued', progress: 0, row_count: 0, byte_count: 0, file_name: 'user-list-2026-11-26-9.csv',
  filters: {}, error: null, attempts: 0, created_by: 'ops', created_at: '2026-11-26T12:00:00.000Z', finished_at: null, expires_at: null,
};

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

const show = (url: string, permissions: Permission[], answers: Record<string, Answer> = {}) => {
  const api = fakeApi({ [auth.me.path]: meAnswer(permissions), [users.list.path]: () => page([ana]), ...answers });
  renderScreen(<><ListPage endpoint={users.list} fixedBody={{ kind: 'user' }} title="Users" columns={columns} filters={filters} /><Address /><SignedIn /></>, url);
  return api;
};
const EXPORTER: Permission[] = ['users.view', 'trades.export'];

setUpGridScreenTests();

describe('the Export button of a list', () => {
  it('queues a CSV of the applied filters and sort, without paging, in the member\'s zone, then opens the downloads', async () => {
    const api = show('/userCenter/userList?keyword=ana&sort_by=name&sort_order=asc&page=3', EXPORTER, {
      [cockpit.exportList.path]: () => envelope(200, 'Export 9 queued', queued),
    });
    await screen.findByText('Ana Souza');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/userCenter/tradeDownload'));
    expect(api.bodiesOf(cockpit.exportList.path)).toEqual([{
      list: users.list.path, format: 'csv', time_zone: 'America/Sao_Paulo',
      filters: { keyword: 'ana', sort_by: 'name', sort_order: 'asc', kind: 'user' },
    }]);
    expect(toast.success).toHaveBeenCalledWith('Export 9 queued', expect.anything());
  });

  it('offers XLSX from the arrow beside it', async () => {
    const api = show('/userCenter/userList', EXPORTER, { [cockpit.exportList.path]: () => envelope(200, 'Export 9 queued', { ...queued, format: 'xlsx' }) });
    await screen.findByText('Ana Souza');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose the file format' }));
    const menu = await screen.findByRole('menu', { name: 'File formats' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['CSV (comma-separated text)', 'Excel workbook (XLSX)']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Excel workbook (XLSX)' }));
    await waitFor(() => expect(api.bodiesOf(cockpit.exportList.path)).toHaveLength(1));
    expect(api.bodiesOf(cockpit.exportList.path)[0]).toMatchObject({ format: 'xlsx', filters: { kind: 'user' } });
  });

  it('stays on the list when the export is refused', async () => {
    show('/userCenter/userList', EXPORTER, { [cockpit.exportList.path]: () => envelope(403, 'You do not have the permission "users.view"') });
    await screen.findByText('Ana Souza');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You do not have the permission "users.view"', expect.anything()));
    expect(screen.getByTestId('address').textContent).toBe('/userCenter/userList');
  });

  it('is not there for a member who may not take data out of the console', async () => {
    show('/userCenter/userList', ['users.view']);
    await screen.findByText('Ana Souza');
    await screen.findByText('signed in');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
