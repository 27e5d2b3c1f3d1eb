import { toast, type ToastContainerProps } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_HELPER_MS, TOAST_LIMIT } from '../config';
import { i18n } from '../i18n';

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
  /** Shows a message for 2000 ms, then runs `after` (if given) when it has closed. */
  return (message: string, after?: () => void) =>
    toast[kind](message, { autoClose: TOAST_HELPER_MS, ...(after ? { onClose: after } : {}) });
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
