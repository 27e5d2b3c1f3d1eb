import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import { banking, users } from '@wallet/contracts';
import { initI18n } from '../i18n';
import { envelope, fakeApi, renderScreen } from '../test-support/fake-api';
import { toast } from '../test-support/toast';
import { useApiMutation, type MutationOutcome } from './useApiMutation';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HELD = 'Request 12 waits for a second person: Deduct a fee runs only once someone else approves it';
const held = () => envelope(202, HELD, { approval: { id: 12, action: 'fee_create', status: 'pending' } });
const FEE = { account_id: 5, amount: 250, reason: 'Monthly Pix QR code fee' };

/** Renders a hook's mutation and hands it over, the way a screen holds one. */
function mutationOf<T>(use: () => T): { current: T } {
  const box: { current: T | null } = { current: null };
  function Holder() {
    box.current = use();
    return null;
  }
  renderScreen(<Holder />);
  return box as { current: T };
}

describe('useApiMutation', () => {
  it('answers an action held for a second person as held, with its request, and does not count it as done', async () => {
    const api = fakeApi({ [banking.feeCreate.path]: held });
    const onDone = vi.fn();
    const fee = mutationOf(() => useApiMutation(banking.feeCreate, { onDone }));
    const outcome: MutationOutcome<unknown> | null = await fee.current.send(FEE);
    expect(outcome).toEqual({ status: 'held', approvalId: 12, message: HELD });
    expect(onDone).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(api.bodiesOf(banking.feeCreate.path)).toEqual([FEE]);
  });

  it('says once that it is held, with the way to the member’s own requests', async () => {
    fakeApi({ [banking.feeCreate.path]: held });
    const fee = mutationOf(() => useApiMutation(banking.feeCreate));
    await fee.current.send(FEE);
    expect(toast.info).toHaveBeenCalledTimes(1);
    const [shown, options] = toast.info.mock.calls[0]!;
    expect(options).toMatchObject({ toastId: `info:${HELD}` });
    cleanup();
    render(<MemoryRouter>{shown as ReactElement}</MemoryRouter>);
    expect(document.body.textContent).toContain(HELD);
    expect(screen.getByRole('link', { name: 'See your requests' }).getAttribute('href')).toBe('/approvals?box=mine');
  });

  it('asks with a new Idempotency-Key after a held action, as after a done one, and the same one again after a refusal', async () => {
    const api = fakeApi({ [banking.feeCreate.path]: held });
    const fee = mutationOf(() => useApiMutation(banking.feeCreate));
    const settled = () => waitFor(() => expect(fee.current.pending).toBe(false));
    await fee.current.send(FEE);
    await settled();
    api.answers[banking.feeCreate.path] = () => envelope(409, 'The account is inactive');
    expect(await fee.current.send(FEE)).toBeNull();
    await settled();
    await fee.current.send(FEE);
    const [first, second, retry] = api.keysOf(banking.feeCreate.path);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(retry).toBe(second);
  });

  it('answers a done action with its data, after onDone has run', async () => {
    const answer = { temporary_password: 'Kx7-pine-forest', expires_at: '2026-03-01T12:00:00.000Z' };
    fakeApi({ [users.resetPassword.path]: () => envelope(200, 'A temporary password was issued', answer) });
    const onDone = vi.fn();
    const reset = mutationOf(() => useApiMutation(users.resetPassword, { onDone }));
    expect(await reset.current.send({ id: 7 })).toEqual({ status: 'done', data: answer });
    expect(onDone).toHaveBeenCalledWith(answer);
    expect(toast.info).not.toHaveBeenCalled();
  });
});
