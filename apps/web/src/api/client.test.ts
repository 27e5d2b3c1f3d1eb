import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@wallet/contracts';
import { endpoint } from '@wallet/contracts';


import { api, ApiError, onMutationSucceeded, resetSessionExpiry } from './client';
import { i18n, initI18n } from '../i18n';
import { toast } from '../test-support/toast';

const read = endpoint({ path: '/api/v1/test/read', access: 'signed-in', summary: '', body: z.object({}), data: z.object({ n: z.number() }) });
const write = endpoint({ path: '/api/v1/test/write', access: 'signed-in', mutation: true, summary: '', body: z.object({ x: z.number() }), data: z.null() });

const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  initI18n();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/banking/transactions', search: '?status=0', assign });
  localStorage.clear();
  resetSessionExpiry();
});
afterEach(() => vi.unstubAllGlobals());

describe('what the server said, in the member\'s language', () => {
  // The client loads the catalogue itself with the first answer that carries words.
  it('toasts a refusal once, worded from its catalogue key in pt-BR, and the error carries the same words', async () => {
    await i18n.changeLanguage('pt-BR');
    const words = { key: 'funds.freeze_released', params: { freeze: 1042 } };
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 409, msg: 'Freeze 1042 was already released', data: null, words }), { status: 200 }));
    const error = await api(write, { x: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 409, message: 'O congelamento 1042 já foi liberado' });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('O congelamento 1042 já foi liberado', expect.anything());
    await i18n.changeLanguage('en');
  });

  it('toasts a success in the language too', async () => {
    await i18n.changeLanguage('pt-BR');
    const words = { key: 'funds.frozen', params: { amount: 1_000, account: '100000' } };
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 200, msg: 'R$ 10,00 frozen on account 100000', data: null, words }), { status: 200 }));
    await api(write, { x: 1 });
    expect(toast.success).toHaveBeenCalledWith('R$\u00a010,00 congelado(s) na conta 100000', expect.anything());
    await i18n.changeLanguage('en');
  });
});

describe('api()', () => {
  it('POSTs JSON with the stored token and answers data', async () => {
    localStorage.setItem('wallet-app-admin-token', 'tok-123');
    fetchMock.mockResolvedValue(envelope(200, 'ok', { n: 7 }));
    await expect(api(read, {})).resolves.toEqual({ n: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/test/read');
    expect(init).toMatchObject({ method: 'POST', body: '{}', headers: { authorization: 'tok-123', 'content-type': 'application/json' } });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sends the Idempotency-Key it is given', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'Frozen'));
    await api(write, { x: 1 }, { idempotencyKey: 'key-0001-abcd' });
    expect(fetchMock.mock.calls[0]![1].headers['idempotency-key']).toBe('key-0001-abcd');
  });

  it('toasts the status text of an HTTP status other than 200', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api(read, {})).rejects.toMatchObject({ code: 502, message: 'Bad Gateway' });
    expect(toast.error).toHaveBeenCalledWith('Bad Gateway', expect.objectContaining({ autoClose: 2000 }));
  });

  it('toasts the server message of any code but 200 and 410', async () => {
    fetchMock.mockResolvedValue(envelope(409, 'Freeze F-1042 is already released'));
    const error = await api(write, { x: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 409, message: 'Freeze F-1042 is already released' });
    expect(toast.error).toHaveBeenCalledWith('Freeze F-1042 is already released', expect.anything());
  });

  it('on 410 toasts once however many calls fail, then loads the sign-in page after the toast', async () => {
    localStorage.setItem('wallet-app-admin-token', 'old');
    fetchMock.mockImplementation(async () => envelope(410, 'Your sign-in has ended; sign in again'));
    const results = await Promise.allSettled([api(read, {}), api(read, {}), api(write, { x: 1 })]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('wallet-app-admin-token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    const options = toast.error.mock.calls[0]![1] as { onClose: () => void; autoClose: number };
    expect(options.autoClose).toBe(2000);
    options.onClose();
    expect(assign).toHaveBeenCalledWith('/login?to=%2Fbanking%2Ftransactions%3Fstatus%3D0');
  });

  it('toasts the message of a successful mutation and tells the lists to refresh', async () => {
    const refresh = vi.fn();
    const unsubscribe = onMutationSucceeded(refresh);
    fetchMock.mockResolvedValue(envelope(200, 'Freeze F-7 created'));
    await api(write, { x: 1 });
    expect(toast.success).toHaveBeenCalledWith('Freeze F-7 created', expect.objectContaining({ autoClose: 2000 }));
    expect(refresh).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('stays quiet on success when asked (activate, deactivate, cancel), but still refreshes', async () => {
    const refresh = vi.fn();
    const unsubscribe = onMutationSucceeded(refresh);
    fetchMock.mockResolvedValue(envelope(200, 'Activated'));
    await api(write, { x: 1 }, { quiet: true });
    expect(toast.success).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('gives up after 60 seconds with a clear message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation((_url: string, init: RequestInit) => new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError')));
    }));
    const call = api(read, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(toast.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ code: 0, message: 'The server took too long to answer' });
    vi.useRealTimers();
  });
});
