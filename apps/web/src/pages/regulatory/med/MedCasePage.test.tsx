import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { caseDetail, PATHS, plain, refundRequest, showCase as show, VIEWER } from './med-test-kit';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';

/** The case actions offered, once the member's permissions have arrived. */
async function caseActions() {
  await screen.findByText('signed in');
  await screen.findByRole('heading', { level: 1, name: 'MED case #12' });
  return [...document.querySelectorAll('[data-action]')].map((button) => button.getAttribute('data-action'));
}

setUpGridScreenTests();

describe('MedCasePage', () => {
  it('shows the case: its links, money, deadlines, holds and timeline, newest last', async () => {
    show();
    await screen.findByRole('heading', { level: 1, name: 'MED case #12' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('MED cases');
    expect(screen.getByRole('link', { name: 'Loja Azul Ltda' }).getAttribute('href')).toBe('/userCenter/merchantList/detail?id=9');
    expect(screen.getByRole('link', { name: '12345' }).getAttribute('href')).toBe('/banking/accounts/detail?id=12');
    expect(screen.getByRole('link', { name: 'Open transaction T202601150001' }).getAttribute('href')).toBe('/banking/transactions/detail?id=501');

    const money = screen.getByRole('region', { name: 'Money' });
    expect(plain(money.textContent)).toContain('Held for the caseR$ 1.000,00');
    expect(plain(money.textContent)).toContain('Account availableR$ 200,00');

    const deadlines = screen.getByRole('region', { name: 'Deadlines' });
    expect(deadlines.querySelector('[data-deadline="report_analysis"] [data-countdown]')?.getAttribute('data-countdown')).toBe('overdue');
    expect(deadlines.querySelector('[data-deadline="cautionary_hold"] [data-countdown]')?.getAttribute('data-countdown')).toBe('near');
    expect(within(deadlines.querySelector('[data-deadline="refund_window"]') as HTMLElement).getByText('Met')).toBeTruthy();

    const holds = screen.getByRole('table', { name: 'Holds' });
    expect(within(holds).getByText('Cautionary block (72 h)')).toBeTruthy();
    expect(within(holds).getByText(/^(19|20) h left$/)).toBeTruthy();

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect([...timeline.querySelectorAll('[data-event]')].map((item) => item.getAttribute('data-event'))).toEqual(['opened', 'cautionary_hold']);
  });

  it('offers Take, Hold and Close on an open case of a Pix our customer received', async () => {
    show();
    expect(await caseActions()).toEqual(['take', 'hold', 'close']);
  });

  it('offers a refund request, not a hold, on a case of a Pix our customer paid, once it is mine', async () => {
    show(caseDetail({}, { side: 'payer', assigned_to: 'ops' }));
    expect(await caseActions()).toEqual(['file_refund_request', 'close']);
  });

  it('offers no refund request once the 80 days have passed, and no close while a request is open', async () => {
    const detail = caseDetail({
      deadlines: [{ kind: 'refund_window', subject: 'case', due_at: new Date(Date.now() - 3_600_000).toISOString(), met: false }],
      refund_requests: [refundRequest({ role: 'requesting' })],
    }, { side: 'payer', assigned_to: 'ops' });
    show(detail);
    expect(await caseActions()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel refund request 4' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept refund request/ })).toBeNull();
  });

  it('offers nothing on a closed case', async () => {
    show(caseDetail({}, { status: 'closed', closed_at: new Date().toISOString(), close_note: 'Returned' }));
    expect(await caseActions()).toEqual([]);
  });

  it('offers nothing to a member who may only look', async () => {
    show(caseDetail({ refund_requests: [refundRequest()] }), VIEWER);
    expect(await caseActions()).toEqual([]);
    expect(screen.queryByRole('button', { name: /refund request 4/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'File infraction report' })).toBeNull();
  });

  it('holds what is left of the Pix, at most what the account has available, unless less is typed, after a confirmation, with an Idempotency-Key', async () => {
    const api = show();
    await caseActions();
    fireEvent.click(screen.getByRole('button', { name: 'Hold money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold money for case #12' });
    // R$ 1.500,00 is left of the Pix, but the customer's account has R$ 200,00 available.
    expect((within(dialog).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('200,00');
    expect(plain(dialog.textContent)).toContain('Account available: R$ 200,00');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Scam reported' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));
    const asked = await screen.findByRole('dialog', { name: 'Hold money' });
    expect(plain(asked.textContent)).toContain('Hold R$ 200,00 (Cautionary block (72 h)) on account 12345 of Loja Azul Ltda?');
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.hold)).toEqual([{ case_id: 12, hold_type: 'cautionary', amount: 20_000, reason: 'Scam reported' }]));
    expect(api.keysOf(PATHS.hold)[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a refund request made to us: Accept whole sends no amount, after a confirmation', async () => {
    const api = show(caseDetail({ refund_requests: [refundRequest()] }));
    expect(await caseActions()).toEqual(['take', 'hold']);
    expect(screen.getByRole('button', { name: 'Reject refund request 4' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept refund request 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept refund request #4' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('must be at least 3 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), { target: { value: 'Money found and returned' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const asked = await screen.findByRole('dialog', { name: 'Accept refund request #4?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.refundAccept)).toEqual([{ id: 4, details: 'Money found and returned' }]));
    expect(api.keysOf(PATHS.refundAccept)[0]).toBeTruthy();
  });

  it('files an infraction report on the Pix from the case, its end-to-end id typed in already', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'File infraction report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an infraction to the DICT' });
    expect((within(dialog).getByRole('textbox', { name: /End-to-end id/ }) as HTMLInputElement).value).toBe('E18236120202601151200abcdefghijk');
  });
});
