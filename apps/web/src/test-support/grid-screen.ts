import { afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n';

/**
 * The hooks a test of a screen with a data grid needs: English words, a ResizeObserver (the grid
 * measures itself; jsdom has none), the mocked toast channels reset before each test, and the
 * page and stubbed globals cleaned up after it.
 */
export function setUpGridScreenTests(toast: Record<string, Mock> = {}): void {
  beforeAll(() => {
    initI18n('en');
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  beforeEach(() => {
    for (const channel of Object.values(toast)) channel.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
