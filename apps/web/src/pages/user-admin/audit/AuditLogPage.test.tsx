import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staff } from '@wallet/contracts';
import { envelope, fakeApi, page, renderScreen } from '../../../test-support/fake-api';
import AuditLogPage from './AuditLogPage';
import type { AuditEntry } from './AuditResultChip';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { toast } from '../../../test-support/toast';
import { STORAGE_KEYS } from '../../../config';


const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 41, at: '2025-03-01T12:00:00.000Z', actor: 'admin', action: 'staff/update', target: 'admin:2', result: 'ok', code: 200,
  message: 'Saved', ip: '10.0.0.7', request_id: 'r-41', ...overrides,
});
const entries = [entry(), entry({ id: 40, action: 'funds/freeze', result: 'refused', code: 403, message: 'Missing funds.freeze' })];

function server(more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [staff.auditList.path]: () => page(entries),
    [staff.auditDetail.path]: ({ id }) =>
      envelope(200, 'ok', { ...entry({ id: id as number }), before: { name: 'Ana Souza', status: 'active' }, after: { name: 'Ana Lima', status: 'active' } }),
    ...more,
  });
}

async function showLog(url = '/userAdmin/auditLog') {
  renderScreen(<AuditLogPage />, url);
  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
  const grid = await screen.findByRole('grid');
  await within(grid).findByText('staff/update');
  return grid;
}

setUpGridScreenTests();
afterEach(() => {
  vi.useRealTimers();
});

describe('AuditLogPage', () => {
  it('sends the filters as the contract reads them', async () => {
    const api = server();
    const grid = await showLog();
    expect(grid.querySelector('[data-result="refused"]')?.textContent).toBe('Refused');
    expect(api.bodiesOf(staff.auditList.path)[0]).toEqual({ page: 1, page_size: 50, result: '0' });
    // A target with a page of its own is a link to it.
    expect(within(grid).queryByRole('link', { name: 'admin:2' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Actor' }), { target: { value: 'admin' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Action starts with' }), { target: { value: 'funds/' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Target' }), { target: { value: 'admin:2' } });
    fireEvent.change(screen.getByLabelText('Date: From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('Date: To'), { target: { value: '2025-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.bodiesOf(staff.auditList.path)).toHaveLength(2));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Result' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Refused' }));
    const body = { page: 1, page_size: 50, actor: 'admin', action: 'funds/', target: 'admin:2', result: 'refused', created_from: '2025-03-01', created_to: '2025-03-31' };
    await waitFor(() => expect(api.bodiesOf(staff.auditList.path).at(-1)).toEqual(body));
    expect(staff.auditList.body.safeParse(body).success).toBe(true);
  });

  it('shows an entry with before and after, the differing fields marked', async () => {
    const api = server();
    const grid = await showLog();
    fireEvent.click(within(grid).getByRole('button', { name: 'Details of entry 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Audit entry #41' });
    const changes = await within(dialog).findByRole('table', { name: 'What changed' });
    expect(api.bodiesOf(staff.auditDetail.path)).toEqual([{ id: 41 }]);
    expect(within(changes).getByRole('columnheader', { name: 'Before' })).toBeTruthy();
    expect(within(changes).getByRole('columnheader', { name: 'After' })).toBeTruthy();
    const name = within(changes).getByRole('row', { name: /^name/ });
    expect(name.getAttribute('data-changed')).toBe('true');
    expect(within(name).getByText('Ana Souza')).toBeTruthy();
    expect(within(name).getByText('Ana Lima')).toBeTruthy();
    expect(within(changes).getByRole('row', { name: /^status/ }).getAttribute('data-changed')).toBe('false');
    expect(within(dialog).getByText('r-41')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('exports the filtered log as a CSV file in the zone the member chose, and warns when it was cut short', async () => {
    localStorage.setItem(STORAGE_KEYS.timezone, 'Asia/Tokyo');
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:audit');
    // jsdom has no object URLs: lend them for this test only.
    const lent = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const api = server({ [staff.auditExport.path]: () => envelope(200, 'The first 10000 rows', { csv: 'id,at\r\n41,x\r\n', rows: 10_000, truncated: true }) });
    await showLog('/userAdmin/auditLog?action=funds%2F&result=refused&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.bodiesOf(staff.auditExport.path)).toEqual([{ action: 'funds/', result: 'refused', time_zone: 'Asia/Tokyo' }]);
    localStorage.removeItem(STORAGE_KEYS.timezone);
    expect(clicked[0]!.download).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicked[0]!.href).toBe('blob:audit');
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('id,at\r\n41,x\r\n');
    expect(toast.warning).toHaveBeenCalledWith('Only the first 10000 rows; narrow the filters', expect.anything());
    click.mockRestore();
    Object.assign(URL, lent);
  });

  it('exports once while the export runs, says how many rows, and says a refusal once', async () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const lent = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    let arrive: (response: Response) => void = () => undefined;
    const api = server({ [staff.auditExport.path]: () => new Promise((resolve) => { arrive = resolve; }) });
    await showLog();
    const button = screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    expect(api.bodiesOf(staff.auditExport.path)).toHaveLength(1);
    arrive(envelope(200, 'ok', { csv: 'id,at\r\n41,x\r\n', rows: 1, truncated: false }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    // A read: the client toasts no success of its own, the button says the rows.
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('1 rows exported', expect.anything());
    await waitFor(() => expect(button.disabled).toBe(false));

    api.answers[staff.auditExport.path] = () => envelope(403, 'Missing audit.view');
    fireEvent.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Missing audit.view', expect.anything()));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(1);
    await waitFor(() => expect(button.disabled).toBe(false));
    click.mockRestore();
    Object.assign(URL, lent);
  });
});
