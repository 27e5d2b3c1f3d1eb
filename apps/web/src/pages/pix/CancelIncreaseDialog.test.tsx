import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pix } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { CancelIncreaseDialog } from './CancelIncreaseDialog';
import { envelope, fakeApi, pixLimit, renderScreen } from '../../test-support/pix-test-kit';

const CHANGE = pix.limits.change.path;

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CancelIncreaseDialog', () => {
  it('needs a reason, then sets the limit to the amount in force, which cancels the increase', async () => {
    const limit = pixLimit({ amount: 100_000, pending_amount: 300_000, pending_effective_at: '2026-01-15T20:00:00.000Z' });
    const api = fakeApi({ [CHANGE]: () => envelope(200, 'Increase cancelled', { ...limit, pending_amount: null, pending_effective_at: null }) });
    const onClose = vi.fn();
    renderScreen(<CancelIncreaseDialog limit={limit} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel a pending increase' });
    expect(within(dialog).getByText(/stays at R\$\s1\.000,00; the increase to R\$\s3\.000,00 will not take effect/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the increase' }));
    expect(await within(dialog).findByText('Write at least 3 characters')).toBeTruthy();
    expect(api.bodiesOf(CHANGE)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: ' Customer changed their mind ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the increase' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesOf(CHANGE)).toEqual([
      { owner_id: limit.owner_id, limits_type: limit.limits_type, period_type: limit.period_type, amount: 100_000, reason: 'Customer changed their mind' },
    ]);
  });
});
