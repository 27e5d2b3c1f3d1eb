import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_CONTAINER_SETTINGS } from './notify/toast';
import { PreferencesProvider } from './theme/PreferencesProvider';
import { createAppRouter } from './router/router';

export function App() {
  const router = useMemo(createAppRouter, []);
  return (
    <PreferencesProvider>
      <RouterProvider router={router} />
      <ToastContainer {...TOAST_CONTAINER_SETTINGS} />
    </PreferencesProvider>
  );
}
