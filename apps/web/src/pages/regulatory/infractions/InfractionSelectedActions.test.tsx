import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { regulatory } from '@wallet/contracts';
import { loadSaid } from '../../../i18n/said';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import InfractionsPage from './InfractionsPage';
import { envelope, fakeApi, MANAGER, renderScreen, screenAnswers, SignedIn, task } from '../../../test-support/infraction-test-kit';

setUpGridScreenTests();
beforeAll(() => loadSaid());

const PATH = regulatory.infractions.acknowledgeSelected.path;
const reports = [
  task({ id: 7 }),
  task({ id: 8, end_to_end_id: 'E18236120202601151200bcdefghijkl' }),
  task({ id: 9, end_to_end_id: 'E18236120202601151200cdefghijklm', reported_by: 'us' }),
];
const rowOf = (endToEndId: string) => screen.getByText(endToEndId).closest('[role="row"]') as HTMLElement;

describe('acknowledging the chosen reports', () => {
  it('lists each report, notes the one that will be refused, sends one call and says what was done to each', async () => {
    const api = fakeApi({
      ...screenAnswers(MANAGER, reports),
      [PATH]: () => envelope(200, '2 done, 1 refused', {
        results: [
          { id: 7, outcome: 'done', msg: 'Report 7 acknowledged', words: { key: 'infraction.acknowledged', params: { report: '7' } } },
          { id: 8, outcome: 'done', msg: 'Report 8 acknowledged', words: { key: 'infraction.acknowledged', params: { report: '8' } } },
          { id: 9, outcome: 'refused', msg: 'Report 9 was made by us', words: { key: 'infraction.acknowledge_ours', params: { report: '9', end_to_end_id: reports[2]!.end_to_end_id, side: 'Nu' } } },
        ],
        done: 2, refused: 1,
      }),
    });
    renderScreen(<InfractionsPage />, '/regulatory/infractions');
    await screen.findByText(reports[2]!.end_to_end_id);
    for (const report of reports) fireEvent.click(within(rowOf(report.end_to_end_id)).getByRole('checkbox'));
    fireEvent.click(within(screen.getByRole('region', { name: 'Chosen rows' })).getByRole('button', { name: 'Acknowledge chosen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge 3 reports' });
    const listed = within(within(dialog).getByRole('list', { name: 'Rows to change' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(listed[0]).toBe(`Report 7 on ${reports[0]!.end_to_end_id}`);
    expect(listed[2]).toMatch(/made by us: will be refused$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge chosen' }));

    const results = await screen.findByRole('dialog', { name: '2 done, 1 refused' });
    expect(within(results).getAllByRole('listitem').map((item) => item.getAttribute('data-result'))).toEqual(['done', 'done', 'refused']);
    expect(api.bodiesOf(PATH)).toEqual([{ ids: [7, 8, 9] }]);
    fireEvent.click(within(results).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chosen rows' })).toBeNull());
  });

  it('offers no choosing to a member who may only look', async () => {
    fakeApi(screenAnswers(['infractions.view'], reports));
    renderScreen(<><InfractionsPage /><SignedIn /></>, '/regulatory/infractions');
    await screen.findByText(reports[2]!.end_to_end_id);
    await screen.findByText('signed in');
    expect(within(rowOf(reports[0]!.end_to_end_id)).queryByRole('checkbox')).toBeNull();
  });
});
