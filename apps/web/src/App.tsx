import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import 'react-toastify/dist/ReactToastify.css';
import { Toasts } from './notify/Toasts';
import { PreferencesProvider } from './theme/PreferencesProvider';
import { createAppRouter } from './router/router';

export function App() {
  const router = useMemo(createAppRouter, []);
  return (
    <PreferencesProvider>
      <RouterProvider router={router} />
      <Toasts />
    </PreferencesProvider>
  );
}
