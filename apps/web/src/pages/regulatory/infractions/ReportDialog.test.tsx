import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import InfractionsPage from './InfractionsPage';
import { envelope, fakeApi, MANAGER, PATHS, renderScreen, screenAnswers, task } from '../../../test-support/infraction-test-kit';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { toast } from '../../../test-support/toast';


const E2E = 'E18236120202601151200ABCDEFGHIJK';

async function openDialog() {
  const api = fakeApi(screenAnswers(MANAGER, [task()]));
  renderScreen(<InfractionsPage />, '/regulatory/infractionsNotification');
  fireEvent.click(await screen.findByRole('button', { name: 'Report an infraction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report an infraction to the DICT' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return { api, dialog, field, send: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the DICT' })) };
}

setUpGridScreenTests();

describe('reporting an infraction', () => {
  it('sends nothing until the end-to-end id and the details are right', async () => {
    const { api, dialog, field, send } = await openDialog();
    expect(within(dialog).getByText(/The other participant has 7 days to analyse it/)).toBeTruthy();
    fireEvent.change(field('End-to-end id'), { target: { value: 'E123' } });
    fireEvent.change(field('Details'), { target: { value: 'x'.repeat(2001) } });
    expect(within(dialog).getByText('Write at most 2000 characters. (2001/2000)')).toBeTruthy();
    send();
    expect(await within(dialog).findByText(/This is not an end-to-end id/)).toBeTruthy();
    expect(api.bodiesOf(PATHS.create)).toEqual([]);
  });

  it('reports by end-to-end id, type and situation, then closes with the server\'s words', async () => {
    const { api, dialog, field, send } = await openDialog();
    fireEvent.change(field('End-to-end id'), { target: { value: ` ${E2E} ` } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Situation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Account takeover' }));
    fireEvent.change(field('Details'), { target: { value: ' The phone was stolen ' } });
    send();
    await waitFor(() => expect(api.bodiesOf(PATHS.create)).toEqual([{ end_to_end_id: E2E, inf_type: 'FRAUD', situation_type: 'ACCOUNT_TAKEOVER', details: 'The phone was stolen' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Report 9 on it sent to the DICT', expect.anything());
  });

  it('toasts the server\'s refusal once and keeps the dialog open with what was typed', async () => {
    const { api, dialog, field, send } = await openDialog();
    api.answers[PATHS.create] = () => envelope(404, `A transaction of ours with the end-to-end id ${E2E} not found`);
    fireEvent.change(field('End-to-end id'), { target: { value: E2E } });
    fireEvent.change(field('Details'), { target: { value: 'A scam' } });
    send();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith(`A transaction of ours with the end-to-end id ${E2E} not found`, expect.anything());
    expect(within(dialog).queryByText(/not found/)).toBeNull();
    expect((field('End-to-end id') as HTMLInputElement).value).toBe(E2E);
  });
});
