// Runs before every web test file. The machines that run the suite are shared and sometimes
// slow: a data grid can take more than Testing Library's default second to appear, so queries that
// wait (findBy…, waitFor) wait up to five seconds before calling a test failed.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadToastify } from './notify/toast';
import { contractBreaks } from './test-support/fake-api';
import { toast } from './test-support/toast';
import { loadEveryWord } from './router/words';
import { i18n, initI18n, LANGUAGES } from './i18n';

configure({ asyncUtilTimeout: 5_000 });

// No test shows a real toast: each channel is a mock (see test-support/toast.ts), emptied before each test.
vi.mock('react-toastify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-toastify')>()),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  for (const channel of Object.values(toast)) channel.mockReset();
});
// The console loads the toast library with the first toast (notify/toast.ts); each test starts
// with it in, so a toast asked for is shown, and asserted, at once.
beforeAll(async () => {
  await loadToastify();
});
// The router adds a page's words before it draws, in the member's language; a test draws the page
// alone, with every word in, in both languages.
beforeAll(async () => {
  initI18n('en');
  await loadEveryWord();
  await i18n.loadLanguages([...LANGUAGES]);
});

// Test files share their worker's modules and window (isolate: false in vitest.config.ts: importing MUI
// once per worker, not once per file, halves the suite's time). So each file starts as a fresh page
// would: no session stored by the file before, no global it stubbed; and it unmounts what it rendered,
// since Testing Library registers its own clean-up only when first imported, for the first file.
localStorage.clear();
sessionStorage.clear();
vi.unstubAllGlobals();
afterEach(() => cleanup());
// Nor does a file that read the console in Portuguese leave the next one in Portuguese.
beforeAll(async () => {
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
});

// jsdom has no ResizeObserver, and the list grid measures itself with one: every file has it, as
// a browser would, whichever file ran before it in the worker.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// A fake API answer that its contract refuses fails the test that gave it (see test-support/fake-api.tsx).
afterEach(() => {
  const breaks = contractBreaks.splice(0);
  if (breaks.length > 0) throw new Error(`The fake API broke its contracts:\n${breaks.join('\n')}`);
});
