import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@wallet/contracts';
import { endpoint } from '@wallet/contracts';


import { api, registerReauthHandler, registerSetupHandler } from './client';
import { toast } from '../test-support/toast';

const roleUpdate = endpoint({ path: '/api/v1/test/role', access: 'signed-in', mutation: true, summary: '', body: z.object({ x: z.number() }), data: z.object({ id: z.number() }) });

const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });
const REAUTH_MSG = 'Confirm your password to continue';
const reauthRequired = () => envelope(403, REAUTH_MSG, { reauth_required: true });

let fetchMock: ReturnType<typeof vi.fn>;
const cleanups: (() => void)[] = [];

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  vi.unstubAllGlobals();
});

const withReauth = (handler: () => Promise<boolean>) => {
  const spy = vi.fn(handler);
  cleanups.push(registerReauthHandler(spy));
  return spy;
};

describe('api() and re-authentication', () => {
  it('asks the handler, then retries the call once with the same body and key, and answers its data', async () => {
    const handler = withReauth(async () => true);
    fetchMock.mockResolvedValueOnce(reauthRequired()).mockResolvedValueOnce(envelope(200, 'Role changed', { id: 4 }));
    await expect(api(roleUpdate, { x: 1 }, { idempotencyKey: 'key-1' })).resolves.toEqual({ id: 4 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ body: '{"x":1}', headers: { 'idempotency-key': 'key-1' } });
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Role changed', expect.anything());
  });

  it('fails as before, with its message toasted and no retry, when the member cancels', async () => {
    withReauth(async () => false);
    fetchMock.mockImplementation(async () => reauthRequired());
    await expect(api(roleUpdate, { x: 1 })).rejects.toMatchObject({ code: 403, message: REAUTH_MSG });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(REAUTH_MSG, expect.anything());
  });

  it('does not toast the refusal while the dialog is open', async () => {
    let answer!: (confirmed: boolean) => void;
    withReauth(() => new Promise((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValueOnce(reauthRequired()).mockResolvedValueOnce(envelope(200, 'ok', { id: 1 }));
    const call = api(roleUpdate, { x: 1 });
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(toast.error).not.toHaveBeenCalled();
    answer(true);
    await expect(call).resolves.toEqual({ id: 1 });
  });

  it('retries only once: a second refusal fails and is toasted', async () => {
    const handler = withReauth(async () => true);
    fetchMock.mockImplementation(async () => reauthRequired());
    await expect(api(roleUpdate, { x: 1 })).rejects.toMatchObject({ code: 403 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('opens one dialog for calls refused together', async () => {
    const handler = withReauth(async () => true);
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => (fetchMock.mock.calls.length <= 2 ? reauthRequired() : envelope(200, 'ok', JSON.parse(init.body as string))));
    await Promise.all([api(roleUpdate, { x: 1 }, { quiet: true }), api(roleUpdate, { x: 2 }, { quiet: true })]);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('toasts the refusal as any other without a handler (the sign-in page)', async () => {
    fetchMock.mockImplementation(async () => reauthRequired());
    await expect(api(roleUpdate, { x: 1 })).rejects.toMatchObject({ code: 403 });
    expect(toast.error).toHaveBeenCalledWith(REAUTH_MSG, expect.anything());
  });
});

describe('api() and account setup', () => {
  it('hands a setup refusal to the setup handler instead of toasting it', async () => {
    const handler = vi.fn();
    cleanups.push(registerSetupHandler(handler));
    fetchMock.mockResolvedValue(envelope(403, 'Change your temporary password before anything else', { setup_required: 'change_password' }));
    await expect(api(roleUpdate, { x: 1 })).rejects.toMatchObject({ code: 403 });
    expect(handler).toHaveBeenCalledWith('change_password');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
