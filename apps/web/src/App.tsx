import { Suspense } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { Toasts } from './notify/Toasts';
import { PreferencesProvider } from './theme/PreferencesProvider';
import { AppBrowserRouter } from './router/browser-router';
import { InitialLoading, RootShell } from './router/RootShell';

export function App() {
  return (
    <PreferencesProvider>
      <AppBrowserRouter>
        <Suspense fallback={<InitialLoading />}>
          <RootShell />
        </Suspense>
      </AppBrowserRouter>
      <Toasts />
    </PreferencesProvider>
  );
}
