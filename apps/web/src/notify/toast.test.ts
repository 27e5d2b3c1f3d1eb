import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';


import { copyToClipboard, notify, TOAST_CONTAINER_SETTINGS } from './toast';
import { initI18n } from '../i18n';
import { toast } from '../test-support/toast';

beforeEach(() => {
  initI18n();
});
afterEach(() => vi.unstubAllGlobals());

describe('toasts', () => {
  it('are set up as the specification says', () => {
    expect(TOAST_CONTAINER_SETTINGS).toMatchObject({
      position: 'top-center', closeOnClick: true, pauseOnHover: true, pauseOnFocusLoss: true,
      draggable: true, draggablePercent: 60, hideProgressBar: false, limit: 20, autoClose: 5000,
    });
  });

  it('helper channels last 2000 ms and run the callback when the toast has closed', () => {
    const after = vi.fn();
    for (const kind of ['success', 'error', 'warning', 'info'] as const) notify[kind](`a ${kind}`, after);
    for (const kind of ['success', 'error', 'warning', 'info'] as const) {
      expect(toast[kind]).toHaveBeenCalledWith(`a ${kind}`, { autoClose: 2000, toastId: `${kind}:a ${kind}`, onClose: after });
    }
    notify.info('no callback');
    expect(toast.info).toHaveBeenLastCalledWith('no callback', { autoClose: 2000, toastId: 'info:no callback' });
  });
});

describe('copyToClipboard', () => {
  it('says "Copying succeeded" when the text is copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyToClipboard('E0000000020261115120012345678901')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('E0000000020261115120012345678901');
    expect(toast.success).toHaveBeenCalledWith('Copying succeeded', expect.anything());
  });

  it('says "Copying failed" when the browser refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    expect(await copyToClipboard('x')).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Copying failed', expect.anything());
  });
});
