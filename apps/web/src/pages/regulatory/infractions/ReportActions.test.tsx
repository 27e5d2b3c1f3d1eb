import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import InfractionsPage from './InfractionsPage';
import { envelope, fakeApi, MANAGER, PATHS, renderScreen, screenAnswers, SignedIn, task } from '../../../test-support/infraction-test-kit';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { toast } from '../../../test-support/toast';


/** The screen once the member's permissions have come, and with them the choosing of rows. */
async function show(list = [task()]) {
  const api = fakeApi(screenAnswers(MANAGER, list));
  renderScreen(<><InfractionsPage /><SignedIn /></>, '/regulatory/infractionsNotification');
  await screen.findByText('signed in');
  return api;
}
const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

setUpGridScreenTests();

describe('the actions on a report', () => {
  it('acknowledges an open report about us at once, with the server\'s words', async () => {
    const api = await show();
    expect(screen.queryByRole('button', { name: 'Cancel report 7' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge report 7' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.acknowledge)).toEqual([{ id: 7 }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Report 7 acknowledged', expect.anything()));
  });

  it('closes a received report only with a result and details, counting the characters', async () => {
    const api = await show([task({ status: 'received' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Close report 7 with the analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close report 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close report' }));
    expect(await within(dialog).findByText('Choose whether we agree with the report.')).toBeTruthy();
    expect(within(dialog).getByText('Write at least 3 characters. (0/2000)')).toBeTruthy();
    expect(api.bodiesOf(PATHS.close)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: /^Agreed:/ }));
    typeInto(within(dialog).getByRole('textbox', { name: 'Analysis details' }), '  Funds returned through the MED  ');
    // The form checks again as it is filled in: the problems give way to the help, with the count of what is kept.
    expect(await within(dialog).findByText('Why, for the reporting participant (30/2000)')).toBeTruthy();
    expect(within(dialog).queryByText('Choose whether we agree with the report.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close report' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.close)).toEqual([{ id: 7, analysis_result: 'AGREED', analysis_details: 'Funds returned through the MED' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Report 7 closed with the analysis AGREED', expect.anything());
  });

  it('keeps the close dialog open with what was typed when the DICT says no, and toasts the refusal once', async () => {
    const api = await show([task({ status: 'received' })]);
    api.answers[PATHS.close] = () => envelope(409, 'The DICT refused: Report 3f1c is canceled; only a received report can be closed');
    fireEvent.click(await screen.findByRole('button', { name: 'Close report 7 with the analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close report 7' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Disagreed:/ }));
    typeInto(within(dialog).getByRole('textbox', { name: 'Analysis details' }), 'The seller proved the sale');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close report' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^The DICT refused/), expect.anything());
    expect(within(dialog).queryByText(/The DICT refused/)).toBeNull();
    expect((within(dialog).getByRole('textbox', { name: 'Analysis details' }) as HTMLTextAreaElement).value).toBe('The seller proved the sale');
  });

  it('cancels a report of ours after asking, with no success toast', async () => {
    const api = await show([task({ reported_by: 'us', status: 'closed', analysis_result: 'AGREED', analysis_details: 'Returned' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel report 7' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel report 7?' });
    expect(question.textContent).toContain('E18236120202601151200abcdefghijk against Nu Pagamentos S.A. - IP (18236120)');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf(PATHS.cancel)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel report 7' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(PATHS.cancel)).toEqual([{ id: 7 }]));
    await waitFor(() => expect(api.bodiesOf(PATHS.list)).toHaveLength(2));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers nothing to do on a report that ended', async () => {
    await show([task({ status: 'canceled' })]);
    expect(await screen.findByRole('button', { name: 'View report 7' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Acknowledge|Cancel|Close) report/ })).toBeNull();
  });
});
