import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@wallet/contracts';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import TradeDetailPage from './TradeDetailPage';
import { envelope, fakeApi, renderScreen, session, SignedIn, TRADE_PATHS, tradeDetail } from '../../../test-support/trade-test-kit';

setUpGridScreenTests();

const HELD = tradeDetail({ trade_type: 'payout', status: 'pending', finished_at: null, payee_key: 'golpe@example.com', payee_rule: 'held_for_review' });

function show(detail = HELD, permissions: Permission[] = ['trades.view', 'fraud.manage']) {
  const api = fakeApi({
    ...session(permissions),
    [TRADE_PATHS.detail]: () => envelope(200, 'ok', detail),
    [TRADE_PATHS.reviewPayout]: ({ decision }) => envelope(200, 'reviewed', { ...detail, status: decision === 'send' ? 'processing' : 'failed', payee_rule: decision === 'send' ? 'released_after_review' : 'refused_after_review' }),
  });
  renderScreen(<><TradeDetailPage /><SignedIn /></>, `/banking/transactions/detail?id=${detail.id}`);
  return api;
}

describe('the second look at a payout to a marked payee', () => {
  it('shows the key paid and the rule, and refuses with a reason after a confirmation, with an Idempotency-Key', async () => {
    const api = show();
    await screen.findByText('signed in');
    const section = await screen.findByRole('region', { name: 'Payee marked for fraud' });
    expect(within(section).getByText('Held for a second look')).toBeTruthy();
    expect(within(section).getByText('golpe@example.com')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse payout T202601150001' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Payee confirmed as a mule' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Refuse this payout?' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(TRADE_PATHS.reviewPayout)).toEqual([{ trade_id: 501, decision: 'refuse', reason: 'Payee confirmed as a mule' }]));
    expect(api.keysOf(TRADE_PATHS.reviewPayout)[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends after a confirmation', async () => {
    const api = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send payout T202601150001' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Known supplier, marker is old' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Send this payout?' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(TRADE_PATHS.reviewPayout)).toEqual([{ trade_id: 501, decision: 'send', reason: 'Known supplier, marker is old' }]));
  });

  it('offers no decision without fraud.manage', async () => {
    show(HELD, ['trades.view']);
    await screen.findByText('signed in');
    await screen.findByRole('region', { name: 'Payee marked for fraud' });
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows what the second look decided, with no decision left', async () => {
    show({ ...HELD, status: 'processing', payee_rule: 'released_after_review' });
    await screen.findByText('signed in');
    const section = await screen.findByRole('region', { name: 'Payee marked for fraud' });
    expect(within(section).getByText('Sent after a second look')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Refuse' })).toBeNull();
  });

  it('shows no fraud section for a payee not marked', async () => {
    show(tradeDetail());
    await screen.findByRole('region', { name: 'Identifiers' });
    expect(screen.queryByRole('region', { name: 'Payee marked for fraud' })).toBeNull();
  });
});
