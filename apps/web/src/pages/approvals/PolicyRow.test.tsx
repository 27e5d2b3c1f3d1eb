import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { approvals } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { envelope, fakeApi, renderScreen } from '../../test-support/fake-api';
import { PolicyRow } from './PolicyRow';

const UPDATE = approvals.policyUpdate.path;
const release: approvals.ApprovalPolicy = {
  action: 'hold_release', needs_approval: true, from_amount: 100_000, hold_types: ['judicial'], updated_at: null, updated_by: null,
};

const show = (policy: approvals.ApprovalPolicy = release) => {
  const api = fakeApi({ [UPDATE]: () => envelope(200, 'Policy saved', { ...policy, updated_at: '2026-01-15T12:00:00.000Z', updated_by: 'admin' }) });
  renderScreen(<table><tbody><PolicyRow policy={policy} editable /></tbody></table>);
  return api;
};
const amount = () => screen.getByRole('textbox', { name: /From \(R\$\)/ });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the policy of Release a hold' }));

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PolicyRow', () => {
  it('refuses an amount that does not read, and asks why before saving the row as edited', async () => {
    const api = show();
    expect((amount() as HTMLInputElement).value).toBe('1.000,00');
    fireEvent.change(amount(), { target: { value: '12,345' } });
    save();
    expect(await screen.findByText('Type an amount in reais, or leave it empty for any amount')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(amount(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cautionary block (72 h)' }));
    save();
    const dialog = await screen.findByRole('dialog', { name: /Release a hold/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Any amount, for both' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf(UPDATE)).toEqual([
      { action: 'hold_release', needs_approval: true, from_amount: null, hold_types: ['cautionary', 'judicial'], reason: 'Any amount, for both' },
    ]));
  });
});
