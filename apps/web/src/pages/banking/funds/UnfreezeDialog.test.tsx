import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { banking, DataOf } from '@wallet/contracts';
import { initI18n } from '../../../i18n';
import { UnfreezeDialog } from './UnfreezeDialog';
import { toast } from '../../../test-support/toast';
import { envelope, fakeApi, freezeRow, renderScreen } from '../../../test-support/funds-test-kit';


const UNFREEZE = '/api/v1/funds/unfreeze';
const held: banking.Freeze = freezeRow();
const released: DataOf<typeof banking.unfreeze> = {
  freeze: { ...held, remaining: 0, status: 'released' },
  balance: { account_id: 5, account_number: '12345', owner_name: 'Ana Souza', status: 'active', currency: 'BRL', available: 102_000, frozen: 0, total: 102_000 },
};

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dialog = () => screen.getByRole('dialog', { name: 'Release freeze #31' });
const typeReason = (reason: string) => fireEvent.change(within(dialog()).getByRole('textbox', { name: /Reason/ }), { target: { value: reason } });
// After a confirmation the form is hidden from queries until that dialog has faded out.
const release = async () => fireEvent.click(await screen.findByRole('button', { name: 'Release' }));
async function confirm(question: RegExp) {
  const asked = await screen.findByRole('dialog', { name: 'Release frozen funds', description: question });
  fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
}

describe('UnfreezeDialog', () => {
  it('releases the whole freeze by sending no amount', async () => {
    const server = fakeApi({ [UNFREEZE]: () => envelope(200, 'R$ 20,00 released on account 12345', released) });
    const onClose = vi.fn();
    renderScreen(<UnfreezeDialog freeze={held} onClose={onClose} />);
    expect(within(dialog()).getByText('MED analysis')).toBeTruthy();
    expect(within(dialog()).getByRole('radio', { name: /^All it still holds \(R\$\s20,00\)$/ })).toHaveProperty('checked', true);
    typeReason('Court order lifted');
    await release();
    await confirm(/Release all R\$\s20,00 of freeze #31 on account 12345 of Ana Souza\?/);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.bodiesOf(UNFREEZE)).toEqual([{ freeze_id: 31, reason: 'Court order lifted' }]);
    expect(server.keysOf(UNFREEZE)[0]).toBeTruthy();
  });

  it('releases part of it, no more than it still holds', async () => {
    const server = fakeApi({ [UNFREEZE]: () => envelope(200, 'R$ 5,00 released', released) });
    const onClose = vi.fn();
    renderScreen(<UnfreezeDialog freeze={held} onClose={onClose} />);
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Part of it' }));
    const amount = within(dialog()).getByRole('textbox', { name: /Amount/ });
    expect(screen.getByText('Still held: R$ 20,00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '20,01' } });
    typeReason('Partial release');
    await release();
    expect(screen.getByText('The amount cannot be more than R$ 20,00')).toBeTruthy();
    expect(server.bodiesOf(UNFREEZE)).toEqual([]);

    fireEvent.change(amount, { target: { value: '5' } });
    await release();
    await confirm(/Release R\$\s5,00 of freeze #31/);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.bodiesOf(UNFREEZE)).toEqual([{ freeze_id: 31, amount: 500, reason: 'Partial release' }]);
  });

  it('stays open with a refusal, and a retry reuses the key', async () => {
    const server = fakeApi({ [UNFREEZE]: () => envelope(409, 'Freeze 31 was already released') });
    const onClose = vi.fn();
    renderScreen(<UnfreezeDialog freeze={held} onClose={onClose} />);
    typeReason('Court order lifted');
    await release();
    await confirm(/Release all/);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Freeze 31 was already released', expect.anything()));
    await release();
    await confirm(/Release all/);
    await waitFor(() => expect(server.keysOf(UNFREEZE)).toHaveLength(2));
    const [first, retry] = server.keysOf(UNFREEZE);
    expect(retry).toBe(first);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const server = fakeApi({});
    renderScreen(<UnfreezeDialog freeze={held} onClose={() => undefined} />);
    typeReason('Court order lifted');
    await release();
    const asked = await screen.findByRole('dialog', { name: 'Release frozen funds' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Release frozen funds' })).toBeNull());
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});
