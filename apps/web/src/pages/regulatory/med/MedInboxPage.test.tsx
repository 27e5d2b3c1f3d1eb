import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@wallet/contracts';
import MedInboxPage from './MedInboxPage';
import { fakeApi, Location, MANAGER, medAnswers, medCase, PATHS, renderScreen, SignedIn, VIEWER } from './med-test-kit';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { toast } from '../../../test-support/toast';

const rows = [
  medCase({ id: 12 }, 20),
  medCase({ id: 13, end_to_end_id: 'E60701190202601101200ZYXWVUTSRQP', trade_no: 'T202601100002', side: 'payer', origin: 'contestation', assigned_to: 'maria' }, -30),
  medCase({ id: 14, end_to_end_id: 'E12345678202601121200MNOPQRSTUVW', trade_no: 'T202601120003' }, 200),
];

function show(url = '/regulatory/med', permissions: Permission[] = MANAGER) {
  const api = fakeApi(medAnswers(permissions, { list: rows }));
  renderScreen(<><MedInboxPage /><Location /><SignedIn /></>, url);
  return api;
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;
const lastBody = (api: ReturnType<typeof fakeApi>) => api.bodiesOf(PATHS.list).at(-1);

setUpGridScreenTests();

describe('MedInboxPage', () => {
  it('shows each case with its Pix, customer, side and the next deadline counting down', async () => {
    show();
    const near = await rowOf('E18236120202601151200abcdefghijk');
    expect(within(near).getByRole('link', { name: 'Open case 12' }).getAttribute('href')).toBe('/regulatory/med/detail?id=12');
    expect(within(near).getByText('T202601150001')).toBeTruthy();
    expect(within(near).getByRole('link', { name: 'Loja Azul Ltda' }).getAttribute('href')).toBe('/userCenter/merchantList/detail?id=9');
    expect(within(near).getByText('We are asked').closest('[title]')?.getAttribute('title')).toBe('Our customer received (we are asked)');
    expect(within(near).getByText(/^(19|20) h left$/).closest('[data-countdown]')?.getAttribute('data-countdown')).toBe('near');
    const overdue = await rowOf('E60701190202601101200ZYXWVUTSRQP');
    expect(within(overdue).getByText(/^Overdue by (29|30) h$/)).toBeTruthy();
    expect(within(overdue).getByText('maria')).toBeTruthy();
    const later = await rowOf('E12345678202601121200MNOPQRSTUVW');
    expect(within(later).getByText(/^8 d [78] h left$/).closest('[data-countdown]')?.getAttribute('data-countdown')).toBe('ok');
  });

  it('offers quick views with the counts the list answers, each narrowing the list', async () => {
    const api = show();
    await waitFor(() => expect(api.bodiesOf(PATHS.list)[0]).toEqual({ page: 1, page_size: 50, status: '0', due: '0', side: '0', origin: '0' }));
    expect(await screen.findByRole('tab', { name: 'New and open (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Due today (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mine (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Overdue (2)' }));
    await waitFor(() => expect(lastBody(api)).toMatchObject({ due: 'overdue', status: '0' }));
    expect(screen.getByTestId('location').textContent).toBe('/regulatory/med?due=overdue');

    fireEvent.click(screen.getByRole('tab', { name: 'Mine (0)' }));
    await waitFor(() => expect(lastBody(api)).toMatchObject({ due: '0', mine: true }));
    fireEvent.click(screen.getByRole('tab', { name: 'New and open (3)' }));
    await waitFor(() => expect(lastBody(api)).toEqual({ page: 1, page_size: 50, status: 'open', due: '0', side: '0', origin: '0' }));
    expect(screen.getByRole('tab', { name: 'New and open (3)' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends the filters of the address as the contract reads them', async () => {
    const api = show('/regulatory/med?status=closed&side=payer&origin=contestation&keyword=ZYX&mine=1');
    await waitFor(() => expect(api.bodiesOf(PATHS.list)[0]).toEqual({
      page: 1, page_size: 50, status: 'closed', due: '0', side: 'payer', origin: 'contestation', keyword: 'ZYX', mine: true,
    }));
    expect((await screen.findByRole('tab', { name: 'Mine (0)' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Side' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Our customer received (we are asked)' }));
    await waitFor(() => expect(lastBody(api)).toMatchObject({ side: 'receiver', status: 'closed', mine: true }));
  });

  it('syncs, and opens a case by its end-to-end id then goes to it', async () => {
    const api = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.sync)).toEqual([{}]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Synced: 1 contestations, 2 refund requests, 0 answers', expect.anything()));

    fireEvent.click(screen.getByRole('button', { name: 'Open case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a MED case' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /End-to-end id/ }), { target: { value: 'nonsense' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Customer called' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open case' }));
    expect(await within(dialog).findByText(/This is not an end-to-end id/)).toBeTruthy();
    expect(api.bodiesOf(PATHS.open)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /End-to-end id/ }), { target: { value: 'E18236120202601151200abcdefghijk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open case' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/regulatory/med/detail?id=40'));
    expect(api.bodiesOf(PATHS.open)).toEqual([{ end_to_end_id: 'E18236120202601151200abcdefghijk', note: 'Customer called' }]);
  });

  it('offers neither Sync nor Open case to a member who may only look', async () => {
    show('/regulatory/med', VIEWER);
    await screen.findByText('signed in');
    await screen.findByText('E18236120202601151200abcdefghijk');
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open case' })).toBeNull();
  });
});
