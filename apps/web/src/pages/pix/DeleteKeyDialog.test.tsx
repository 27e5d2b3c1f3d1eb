import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { pix } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { DeleteKeyDialog } from './DeleteKeyDialog';
import { envelope, fakeApi, pixKey, renderScreen } from '../../test-support/pix-test-kit';


beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeleteKeyDialog', () => {
  it('needs a reason of at least 3 characters and sends it with the key id; Enter sends', async () => {
    const api = fakeApi({ [pix.keys.remove.path]: () => envelope(409, 'Pix key ana@example.com was already deleted') });
    const onClose = vi.fn();
    renderScreen(<DeleteKeyDialog pixKey={pixKey()} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Delete a Pix key' })).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Delete key' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    const reason = screen.getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: 'ab' } });
    fireEvent.keyDown(reason, { key: 'Enter' });
    expect(await screen.findByText('Write at least 3 characters')).toBeTruthy();
    expect(api.bodiesOf(pix.keys.remove.path)).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Customer asked  ' } });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.keyDown(reason, { key: 'Enter' });
    await waitFor(() => expect(api.bodiesOf(pix.keys.remove.path)).toEqual([{ id: 31, reason: 'Customer asked' }]));
    // Refused: the dialog stays open with the reason, for another try.
    await waitFor(() => expect(confirm.disabled).toBe(false));
    expect(onClose).not.toHaveBeenCalled();

    api.answers[pix.keys.remove.path] = () => envelope(200, 'Key ana@example.com deleted', pixKey({ status: 'deleted' }));
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
