import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staff } from '@wallet/contracts';
import { envelope, fakeApi, page, renderScreen } from '../../../test-support/fake-api';
import AuditLogPage from './AuditLogPage';
import type { AuditEntry } from './audit-entry';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';


const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 41, at: '2025-03-01T12:00:00.000Z', actor: 'admin', action: 'staff/update', target: 'admin:2', result: 'ok', code: 200,
  message: 'Saved', ip: '10.0.0.7', request_id: 'r-41', approved_by: null, ...overrides,
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
    expect(grid.querySelector('[data-option="audit_result"][data-code="refused"]')?.textContent).toBe('Refused');
    expect(api.bodiesOf(staff.auditList.path)[0]).toEqual({ page: 1, page_size: 50, result: '0' });
    // A target with a page of its own is a link to it.
    expect(within(grid).queryByRole('link', { name: 'admin:2' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Actor' }), { target: { value: 'admin' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Action starts with' }), { target: { value: 'funds/' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Target' }), { target: { value: 'admin:2' } });
    fireEvent.change(await screen.findByLabelText('Date: From'), { target: { value: '2025-03-01' } });
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
});
