import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { regulatory } from '@wallet/contracts';


import { api, onMutationSucceeded, resetSessionExpiry, upload, type UploadForm } from './client';
import { initI18n } from '../i18n';
import { toast } from '../test-support/toast';

const reports = regulatory.reports;
const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });
const file = new File(['<APIX001/>'], 'fix.xml', { type: 'text/xml' });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  initI18n();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  localStorage.clear();
  resetSessionExpiry();
});
afterEach(() => vi.unstubAllGlobals());

describe('upload()', () => {
  it('POSTs multipart/form-data with the token: fields first, then the file, and no JSON content type', async () => {
    localStorage.setItem('wallet-app-admin-token', 'tok-9');
    fetchMock.mockResolvedValue(envelope(200, 'fix.xml is version 2', { id: 7 }));
    const refresh = vi.fn();
    const unsubscribe = onMutationSucceeded(refresh);
    await expect(upload(reports.upload, { id: 7, kind: 'replacement', file })).resolves.toEqual({ status: 'done', data: { id: 7 } });
    unsubscribe();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/month_report/upload');
    expect(init.headers).toEqual({ authorization: 'tok-9' });
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['id', 'kind', 'file']);
    expect([form.get('id'), form.get('kind'), (form.get('file') as File).name]).toEqual(['7', 'replacement', 'fix.xml']);
    expect(toast.success).toHaveBeenCalledWith('fix.xml is version 2', expect.anything());
    expect(refresh).toHaveBeenCalled();
  });

  it('keeps the client\'s rules: a refusal is toasted with the server\'s words, a 410 sends to sign-in once', async () => {
    fetchMock.mockResolvedValueOnce(envelope(400, 'The file is empty'));
    await expect(upload(reports.upload, { id: 7, kind: 'receipt', file })).rejects.toMatchObject({ code: 400, message: 'The file is empty' });
    expect(toast.error).toHaveBeenCalledWith('The file is empty', expect.anything());
    fetchMock.mockResolvedValueOnce(envelope(410, 'Your sign-in has ended; sign in again'));
    await expect(upload(reports.upload, { id: 7, kind: 'receipt', file })).rejects.toMatchObject({ code: 410 });
    expect(toast.error).toHaveBeenLastCalledWith('Your sign-in has ended; sign in again', expect.objectContaining({ onClose: expect.any(Function) }));
  });

  it('is the only way to an upload endpoint, and is typed from its contract', () => {
    expect(() => api(reports.upload, { id: '7', kind: 'receipt', file: { file_name: 'a', content_type: 'text/plain', content: new Uint8Array() } })).toThrow(/call it with upload\(\)/);
    expect(fetchMock).not.toHaveBeenCalled();
    expectTypeOf<UploadForm<typeof reports.upload>>().toEqualTypeOf<{ id: number; kind: 'replacement' | 'receipt'; file: Blob }>();
  });
});
