import type { ReactNode } from 'react';
import type { ToastContainerProps, ToastOptions } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_HELPER_MS, TOAST_LIMIT } from '../config';
import { i18n } from '../i18n';

/**
 * The toast library, asked for as the console starts but not waited for: nothing toasts before the
 * first page is up, and it would add a twentieth to the sign-in page's code. A toast asked for
 * before it is in shows once it is (and the container shows those sent before it mounts).
 */
export const toastify = import('react-toastify');
let loaded: Awaited<typeof toastify> | undefined;
void toastify.then((module) => {
  loaded = module;
});

/** The toast container's settings, one for one with the specification's. */
export const TOAST_CONTAINER_SETTINGS = {
  position: 'top-center',
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 60,
  hideProgressBar: false,
  limit: TOAST_LIMIT,
  autoClose: TOAST_DEFAULT_MS,
} as const satisfies ToastContainerProps;

type Kind = 'success' | 'error' | 'warning' | 'info';

function channel(kind: Kind) {
  /**
   * Shows a message for 2000 ms, then runs `after` (if given) when it has closed. The same message
   * already on screen is not shown twice (a screen that asks again at once is refused twice alike).
   * `shown` stands in for the bare words where the toast shows more (words with a link).
   */
  return (message: string, after?: () => void, shown: ReactNode = message) => {
    const options: ToastOptions = { autoClose: TOAST_HELPER_MS, toastId: `${kind}:${message}`, ...(after ? { onClose: after } : {}) };
    if (loaded) loaded.toast[kind](shown, options);
    else void toastify.then(({ toast }) => toast[kind](shown, options));
  };
}

export const notify = {
  success: channel('success'),
  error: channel('error'),
  warning: channel('warning'),
  info: channel('info'),
};

export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(i18n.t('clipboard.success'));
    return true;
  } catch {
    notify.error(i18n.t('clipboard.failure'));
    return false;
  }
}
