import { toast as mockedToast } from 'react-toastify';
import { vi } from 'vitest';

/**
 * The toast channels every web test sees: `test-setup.ts` mocks react-toastify once for the whole
 * suite and resets these before each test, so a test only asserts what was shown.
 */
export const toast = {
  success: vi.mocked(mockedToast.success),
  error: vi.mocked(mockedToast.error),
  warning: vi.mocked(mockedToast.warning),
  info: vi.mocked(mockedToast.info),
};
