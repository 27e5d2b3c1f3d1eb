import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n';

/**
 * The hooks a test of a screen with a data grid needs: English words, a ResizeObserver (the grid
 * measures itself; jsdom has none), and the page and stubbed globals cleaned up after it.
 */
export function setUpGridScreenTests(): void {
  beforeAll(() => {
    initI18n('en');
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
