import type { ReactNode } from 'react';
import type { ToastContainerProps, ToastOptions } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_HELPER_MS, TOAST_LIMIT } from '../config';
import { i18n } from '../i18n';

type Toastify = typeof import('react-toastify');

/**
 * The toast library, asked for with the first toast, not as the console starts: most cold loads
 * toast nothing, and it is 9 KB of each one's code (the sign-in page's included). A toast asked for
 * before it is in shows once it is: the container (Toasts.tsx) mounts when it has come, and shows
 * the toasts sent before it mounted.
 */
let toastify: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const askedListeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify').then((module) => (loaded = module));
    for (const listener of askedListeners) listener();
  }
  return toastify;
}

/** Whether a toast has been asked for yet, for the container to mount then (useSyncExternalStore). */
export const toastsAsked = {
  current: () => toastify !== undefined,
  subscribe: (listener: () => void) => {
    askedListeners.add(listener);
    return () => askedListeners.delete(listener);
  },
};

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
    else void loadToastify().then(({ toast }) => toast[kind](shown, options));
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
