import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n';

/**
 * The hooks a test of a screen with a data grid needs: English words, and the page and stubbed
 * globals cleaned up after it (the ResizeObserver the grid measures itself with comes from
 * test-setup.ts, for every file).
 */
export function setUpGridScreenTests(): void {
  beforeAll(() => initI18n('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
