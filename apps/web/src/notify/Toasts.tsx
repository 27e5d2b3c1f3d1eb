import { lazy, Suspense } from 'react';
import { TOAST_CONTAINER_SETTINGS, toastify } from './toast';

const ToastContainer = lazy(() => toastify.then((module) => ({ default: module.ToastContainer })));

/** Where toasts show, mounted once the toast library is in (see toast.ts). */
export function Toasts() {
  return (
    <Suspense>
      <ToastContainer {...TOAST_CONTAINER_SETTINGS} />
    </Suspense>
  );
}
