import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_CONTAINER_SETTINGS, loadToastify, toastsAsked } from './toast';

const ToastContainer = lazy(() => loadToastify().then((module) => ({ default: module.ToastContainer })));

/** Where toasts show: mounted once the first toast is asked for, when the toast library comes (see toast.ts). */
export function Toasts() {
  const asked = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.current);
  return asked ? (
    <Suspense>
      <ToastContainer {...TOAST_CONTAINER_SETTINGS} />
    </Suspense>
  ) : null;
}
