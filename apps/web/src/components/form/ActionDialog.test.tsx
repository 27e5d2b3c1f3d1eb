import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pix, z } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { envelope, fakeApi, renderScreen } from '../../test-support/fake-api';
import { toast } from '../../test-support/toast';
import { ActionDialog } from './ActionDialog';
import { ContractReasonField } from './ContractReasonField';
import { useContractForm } from './useContractForm';

const REMOVE = pix.keys.remove.path;
const REASON_FORM = z.pick(pix.keys.remove.body, { reason: true });
const removed = { id: 31, key_type: 'EMAIL', key_value: 'ana@example.com', status: 'deleted', owner_id: 7, owner_name: 'Ana Souza', account_id: 12, account_number: '12345', branch: '0001', ispb: '18236120', created_at: '2025-01-02T13:00:00.000Z', updated_at: '2025-01-02T13:00:00.000Z', deleted_reason: 'Customer asked' };

/** A key's removal asked in the one action dialog, with or without a question first. */
function Removal({ asking, onClose }: { asking: boolean; onClose: () => void }) {
  const form = useContractForm(REASON_FORM, { reason: '' });
  return (
    <ActionDialog
      endpoint={pix.keys.remove}
      form={form}
      body={({ reason }) => ({ id: 31, reason })}
      {...(asking ? { ask: () => ({ title: 'Delete the key?', message: 'It cannot be undone.' }) } : {})}
      title="Delete a key"
      intro="The key leaves the DICT."
      submit="Delete"
      onClose={onClose}
    >
      <ContractReasonField control={form.control} name="reason" autoFocus help="Kept with the key" />
    </ActionDialog>
  );
}

const open = (asking = false) => {
  const onClose = vi.fn();
  renderScreen(<Removal asking={asking} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Delete a key' });
  const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
  return { onClose, dialog, reason, send: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })) };
};

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ActionDialog', () => {
  it("refuses what the contract's schema refuses, under the field, and sends nothing", async () => {
    const api = fakeApi({});
    const { dialog, reason, send } = open();
    expect(within(dialog).getByText('The key leaves the DICT.')).toBeTruthy();
    expect(within(dialog).getByText('Kept with the key (0/500)')).toBeTruthy();
    // Too long is said as it is typed, before the field is left.
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    expect(within(dialog).getByText('Write at most 500 characters')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'ab' } });
    expect(within(dialog).getByText('Kept with the key (2/500)')).toBeTruthy();
    send();
    expect(await within(dialog).findByText('Write at least 3 characters')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the body the form makes, trimmed by the contract, and closes the moment the server agrees', async () => {
    let arrive: (response: Response) => void = () => undefined;
    const api = fakeApi({ [REMOVE]: () => new Promise((resolve) => { arrive = resolve; }) });
    const { onClose, reason, send } = open();
    fireEvent.change(reason, { target: { value: '  Customer asked  ' } });
    send();
    await waitFor(() => expect(api.bodiesOf(REMOVE)).toEqual([{ id: 31, reason: 'Customer asked' }]));
    // While the call runs the field is read-only and the dialog stays.
    await waitFor(() => expect(reason.hasAttribute('readonly')).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
    arrive(envelope(200, 'Key ana@example.com deleted', removed));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks first when it has a question, and sends nothing when the member cancels', async () => {
    const api = fakeApi({ [REMOVE]: () => envelope(200, 'Key ana@example.com deleted', removed) });
    const { onClose, reason, send } = open(true);
    fireEvent.change(reason, { target: { value: 'Customer asked' } });
    send();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the key?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete the key?' })).toBeNull());
    expect(api.fetchMock).not.toHaveBeenCalled();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the key?', description: 'It cannot be undone.' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf(REMOVE)).toEqual([{ id: 31, reason: 'Customer asked' }]);
  });

  it('puts a refusal that names one of its fields under that field, and toasts any other once', async () => {
    const refusal = (field: string) => envelope(400, `Invalid field "${field}": not this`, null, { key: 'input.invalid_field', params: { field, problem: 'not this' } });
    const api = fakeApi({ [REMOVE]: () => refusal('reason') });
    const { onClose, dialog, reason, send } = open();
    fireEvent.change(reason, { target: { value: 'Customer asked' } });
    send();
    expect(await within(dialog).findByText(/Invalid field "reason"/)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();

    api.answers[REMOVE] = () => refusal('id');
    send();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/Invalid field "id"/), expect.anything());
    expect((reason as HTMLTextAreaElement).value).toBe('Customer asked');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when the action is held for a second person, which is said once as news, not as done', async () => {
    const asked = 'Request 12 waits for a second person';
    fakeApi({ [REMOVE]: () => envelope(202, asked, { approval: { id: 12 } }) });
    const onDone = vi.fn();
    const onClose = vi.fn();
    function HeldRemoval() {
      const form = useContractForm(REASON_FORM, { reason: 'Customer asked' });
      return (
        <ActionDialog endpoint={pix.keys.remove} form={form} body={({ reason }) => ({ id: 31, reason })} title="Delete a key" submit="Delete" onDone={onDone} onClose={onClose}>
          <ContractReasonField control={form.control} name="reason" help="Kept with the key" />
        </ActionDialog>
      );
    }
    renderScreen(<HeldRemoval />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onDone).not.toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
