import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@wallet/contracts';
import InfractionsPage from './InfractionsPage';
import { fakeApi, Location, MANAGER, PATHS, renderScreen, screenAnswers, SignedIn, task } from '../../../test-support/infraction-test-kit';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { toast } from '../../../test-support/toast';


const rows = [
  task({ id: 7 }, 20),
  task({ id: 8, end_to_end_id: 'E60701190202601101200ZYXWVUTSRQP', status: 'received', counterparty_ispb: '60701190', counterparty_name: 'Itaú Unibanco S.A.' }, -5),
  task({ id: 9, end_to_end_id: 'E12345678202601121200MNOPQRSTUVW', reported_by: 'us', amount: 2_500 }, -30),
];

function show(url = '/regulatory/infractionsNotification', permissions: Permission[] = MANAGER) {
  const api = fakeApi(screenAnswers(permissions, rows));
  renderScreen(<><InfractionsPage /><Location /><SignedIn /></>, url);
  return api;
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

setUpGridScreenTests();

describe('InfractionsPage', () => {
  it('shows each report, with its direction, the other participant, and the deadline when it is ours to meet', async () => {
    show();
    const near = await rowOf('E18236120202601151200abcdefghijk');
    expect(within(near).getByText('About us')).toBeTruthy();
    expect(within(near).getByTitle('Nu Pagamentos S.A. - IP (18236120)').textContent).toBe('Nu Pagamentos S.A. - IP');
    expect(within(near).getByText('Open')).toBeTruthy();
    expect(within(near).getByText('R$ 1.500,00')).toBeTruthy();
    expect(within(near).getByText(/^(19|20) h left$/)).toBeTruthy();
    const overdue = await rowOf('E60701190202601101200ZYXWVUTSRQP');
    expect(within(overdue).getByText(/^Overdue by [45] h$/)).toBeTruthy();
    // Our own report: its deadline is the other side's, so it is not flagged.
    const ours = await rowOf('E12345678202601121200MNOPQRSTUVW');
    expect(within(ours).getByText('By us')).toBeTruthy();
    expect(within(ours).queryByText(/Overdue/)).toBeNull();
  });

  it('says when the reports were last synced, and syncs on demand', async () => {
    const api = show();
    expect((await screen.findByTestId('last-sync')).textContent).toContain('Last synced with the DICT: 2026-01-15 09:00:00. It syncs by itself every few minutes.');
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.sync)).toEqual([{}]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Synced with the DICT: 2 new, 1 updated', expect.anything()));
    // Every list refreshes after a change: the new time comes with the next answer.
    await waitFor(() => expect(api.bodiesOf(PATHS.list)).toHaveLength(2));
  });

  it('sends the filters of the address as the contract reads them, and offers the metadata\'s options', async () => {
    const api = show('/regulatory/infractionsNotification?status=received&company=60701190&keyword=ZYX&created_from=2026-01-01&created_to=2026-01-31');
    await waitFor(() => expect(api.bodiesOf(PATHS.list)[0]).toEqual({
      page: 1, page_size: 50, status: 'received', inf_active: '0', company: '60701190', inf_type: '0', situation_type: '0', analysis_result: '0',
      keyword: 'ZYX', created_from: '2026-01-01', created_to: '2026-01-31',
    }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Analysis result' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Disagreed' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.list).at(-1)).toMatchObject({ analysis_result: 'DISAGREED', status: 'received' }));
    expect(screen.getByTestId('location').textContent).toContain('analysis_result=DISAGREED');
  });

  it('opens a report from its end-to-end id: every field, the transaction and the history; Done closes it', async () => {
    show();
    // The id is the button's text; finding it by its role and name over the whole grid outlasts the default wait on a busy machine.
    fireEvent.click((await screen.findByText('E60701190202601101200ZYXWVUTSRQP')).closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'Report 8' });
    expect(screen.getByTestId('location').textContent).toContain('report=8');
    expect(await within(dialog).findByText('Reported by Itaú Unibanco S.A.')).toBeTruthy();
    expect(within(dialog).getByText('The payer says a fake seller took the payment.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open transaction T202601150001' }).getAttribute('href')).toBe('/banking/transactions/detail?id=501');
    expect(within(dialog).getByRole('button', { name: 'Close report 8 with the analysis' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).not.toContain('report=');
  });

  it('closes a report from its dialog: the closing form opens over the report, which stays open under it', async () => {
    show('/regulatory/infractionsNotification?report=8');
    const report = await screen.findByRole('dialog', { name: 'Report 8' });
    fireEvent.click(await within(report).findByRole('button', { name: 'Close report 8 with the analysis' }));
    const closing = await screen.findByRole('dialog', { name: 'Close report 8' });
    expect(within(closing).getByRole('radio', { name: /^Agreed:/ })).toBeTruthy();
    expect(within(report).getByText('Reported by Itaú Unibanco S.A.')).toBeTruthy();
  });

  it('offers only a look to a member who may not manage reports', async () => {
    show('/regulatory/infractionsNotification', ['infractions.view']);
    await screen.findByText('signed in');
    await screen.findByText('E18236120202601151200abcdefghijk');
    expect(screen.queryByRole('button', { name: 'Report an infraction' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Acknowledge|Cancel|Close) report/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^View report/ }).length).toBeGreaterThanOrEqual(3);
  });
});
