import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@wallet/contracts';
import { envelope, fakeApi, page, renderScreen, SignedIn } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { session } from '../../../test-support/trade-test-kit';
import FraudMarkersPage from './FraudMarkersPage';
import { FRAUD_PATHS, marker } from '../../../test-support/fraud-test-kit';

setUpGridScreenTests();

const MARKERS = [marker(), marker({ id: 4, target: 'key', document: null, key_value: 'golpe@example.com', customer_id: null, customer_name: null, case_id: null, status: 'cancelled', cancelled_by: 'compliance', cancelled_at: '2026-01-16T12:00:00.000Z', cancel_reason: 'Court order' })];

function show(permissions: Permission[], url = '/pix/fraud-markers') {
  const api = fakeApi({
    ...session(permissions),
    [FRAUD_PATHS.list]: () => page(MARKERS),
    [FRAUD_PATHS.cancel]: ({ id, reason }) => envelope(200, 'Marker 3 cancelled', marker({ id: id as number, status: 'cancelled', cancelled_by: 'ops', cancelled_at: new Date().toISOString(), cancel_reason: reason as string })),
  });
  renderScreen(<><FraudMarkersPage /><SignedIn /></>, url);
  return api;
}

describe('FraudMarkersPage', () => {
  it('lists each marker with its subject, customer and case, and cancels an active one with a reason after a confirmation', async () => {
    const api = show(['fraud.view', 'fraud.manage']);
    await screen.findByText('signed in');
    const row = (await screen.findByText('529.982.247-25')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Mule account')).toBeTruthy();
    expect(within(row).getByText('Person (CPF/CNPJ)')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe('/userCenter/userList/detail?id=9');
    expect(within(row).getByRole('link', { name: 'Case #12' }).getAttribute('href')).toBe('/regulatory/med/detail?id=12');
    const cancelled = screen.getByText('golpe@example.com').closest('[role="row"]') as HTMLElement;
    expect(within(cancelled).getByText('compliance: Court order')).toBeTruthy();
    expect(within(cancelled).queryByRole('button', { name: /Cancel marker/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Cancel marker #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel fraud marker #3' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Proved to be a mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel marker' }));
    const asked = await screen.findByRole('dialog', { name: 'Cancel fraud marker #3?' });
    expect(asked.textContent).toContain('Lift the marker (Mule account) on 529.982.247-25?');
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(FRAUD_PATHS.cancel)).toEqual([{ id: 3, reason: 'Proved to be a mistake' }]));
  });

  it('offers no cancel to a member who may only look, and narrows to a MED case from the address', async () => {
    const api = show(['fraud.view'], '/pix/fraud-markers?case_id=12');
    await screen.findByText('signed in');
    await screen.findByText('529.982.247-25');
    expect(screen.queryByRole('button', { name: 'Cancel marker #3' })).toBeNull();
    expect(screen.getByText('Only the markers of MED case #12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show every marker' }).getAttribute('href')).toBe('/pix/fraud-markers');
    await waitFor(() => expect(api.bodiesOf(FRAUD_PATHS.list)[0]).toMatchObject({ case_id: 12, status: '0', kind: '0', target: '0' }));
  });
});
