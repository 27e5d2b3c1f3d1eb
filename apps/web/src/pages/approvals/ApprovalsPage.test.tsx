import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { approvals, staff, type DataOf, type Permission } from '@wallet/contracts';
import { useApiMutation } from '../../api/useApiMutation';
import { envelope, fakeApi, page, renderScreen, SignedIn } from '../../test-support/fake-api';
import { setUpGridScreenTests } from '../../test-support/grid-screen';
import { session } from '../../test-support/trade-test-kit';
import { ApprovalReasonProvider } from './ApprovalReasonProvider';
import ApprovalsPage from './ApprovalsPage';

setUpGridScreenTests();

const request = (overrides: Partial<approvals.ApprovalRequest> = {}): approvals.ApprovalRequest => ({
  id: 7, action: 'hold_release', call: '/api/v1/funds/unfreeze', body: { freeze_id: 12, reason: 'Origin proved' },
  target: 'funds_freeze:12', target_label: 'Ana Souza · 0001234-5', amount: 250_000, reason: 'Origin proved', maker: 'olga.ops',
  asked_at: '2026-11-20T12:00:00.000Z', expires_at: '2026-11-21T12:00:00.000Z', status: 'pending', checker: null, decided_at: null,
  decision_reason: null, outcome: null, decidable: true,
  changes: [{ field: 'held', kind: 'money', before: 250_000, after: 0 }, { field: 'available', kind: 'money', before: 10_000, after: 260_000 }],
  ...overrides,
});

function show(permissions: Permission[], detail: DataOf<typeof approvals.requestDetail> = { ...request(), current: [], stale: false }, address = '/approvals') {
  const api = fakeApi({
    ...session(permissions),
    [approvals.requestList.path]: ({ box }) => page(box === 'mine' ? [] : [request()]),
    [approvals.requestCounts.path]: () => envelope(200, 'ok', { waiting_for_me: 1, mine_pending: 0 }),
    [approvals.requestDetail.path]: () => envelope(200, 'ok', detail),
    [approvals.approve.path]: () => envelope(200, 'R$ 2.500,00 released', { ...request({ status: 'approved', checker: 'carla', decidable: false }), result: null }),
    [approvals.reject.path]: ({ reason }) => envelope(200, 'Request 7 rejected: nothing was done', request({ status: 'rejected', decision_reason: reason as string, decidable: false })),
  });
  renderScreen(<><ApprovalsPage /><SignedIn /></>, address);
  return api;
}

describe('ApprovalsPage', () => {
  it('opens the review of the request a link names', async () => {
    show(['funds.unfreeze', 'approvals.approve'], undefined, '/approvals?request=7');
    expect(await screen.findByRole('dialog', { name: 'Request #7: Release a hold' })).toBeTruthy();
  });

  it('lists what waits for the member; the review shows the difference, and approving sends the reason at once', async () => {
    const api = show(['funds.unfreeze', 'approvals.approve']);
    await screen.findByText('signed in');
    expect(await screen.findByRole('tab', { name: 'Waiting for me (1)' })).toBeTruthy();
    const row = (await screen.findByText('Ana Souza · 0001234-5')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Release a hold')).toBeTruthy();
    expect(within(row).getByText('olga.ops')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Review request #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request #7: Release a hold' });
    const difference = within(dialog).getByRole('table', { name: 'What it changes' });
    expect(within(difference).getByRole('row', { name: /Held/ }).textContent).toMatch(/Held.*2\.500,00.*0,00/);
    expect(within(difference).getByRole('row', { name: /Available/ }).textContent).toMatch(/Available.*100,00.*2\.600,00/);

    // A decision needs its reason.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and run' }));
    expect(await within(dialog).findByText(/at least 3 characters/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Documents checked' } });
    // The dialog is the one confirmation: it says what approving runs, and the button sends it.
    expect(dialog.textContent).toContain('Approving runs Release a hold now, once, under the names of olga.ops and yours.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and run' }));
    expect(screen.queryByRole('dialog', { name: /^Approve request/ })).toBeNull();
    await waitFor(() => expect(api.bodiesOf(approvals.approve.path)).toEqual([{ id: 7, reason: 'Documents checked' }]));
    expect(api.keysOf(approvals.approve.path)[0]).toBeTruthy();
  });

  it('words a switch turned off as yes and no, not as true and false', async () => {
    show(['approvals.policies', 'approvals.approve'], {
      ...request({ action: 'policy_change', changes: [{ field: 'needs_approval', kind: 'flag', before: 'true', after: 'false' }] }), current: [], stale: false,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review request #7' }));
    const difference = await screen.findByRole('table', { name: 'What it changes' });
    expect(within(difference).getByRole('row', { name: /Needs a second person/ }).textContent).toBe('Needs a second personYesNo');
  });

  it('says when the target changed since it was asked, and offers no approval then', async () => {
    show(['funds.unfreeze', 'approvals.approve'], { ...request(), current: [{ field: 'held', kind: 'money', before: 200_000, after: 0 }], stale: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Review request #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request #7: Release a hold' });
    expect(within(dialog).getByText(/The target changed since this was asked/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Approve and run' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
  });
});

function CreateMember() {
  const create = useApiMutation(staff.staffCreate);
  return <button type="button" onClick={() => void create.send({ username: 'new.one', name: 'New One', email: 'new.one@wallet.example', role_id: 3 })}>create</button>;
}

describe('asking for a second person', () => {
  it('asks why when the server wants a reason, then sends the action again with it', async () => {
    const reasons: (string | null)[] = [];
    const api = fakeApi({
      ...session(['staff.manage']),
      [staff.staffCreate.path]: () => envelope(400, 'staff_create needs a second person here: say why you ask for it', { approval_reason_required: true, action: 'staff_create' }),
    });
    api.fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      const reason = (init.headers as Record<string, string>)['approval-reason'] ?? null;
      if (url === staff.staffCreate.path) reasons.push(reason);
      if (url === staff.staffCreate.path && reason) {
        return envelope(202, 'Request 9 waits for a second person', { approval: request({ id: 9, action: 'staff_create', decidable: false }) });
      }
      return api.answers[url] ? api.answers[url]!({}) : envelope(404, 'none');
    });
    renderScreen(<ApprovalReasonProvider><CreateMember /></ApprovalReasonProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'create' }));
    const dialog = await screen.findByRole('dialog', { name: 'This needs a second person' });
    expect(dialog.textContent).toContain('Create a staff account waits for another member’s approval here.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Contratação do RH' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() => expect(reasons).toEqual([null, encodeURIComponent('Contratação do RH')]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
