import { Suspense } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { Toasts } from './notify/Toasts';
import { PreferencesProvider } from './theme/PreferencesProvider';
import { AppBrowserRouter } from './router/browser-router';
import { InitialLoading, RootShell } from './router/RootShell';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary';

export function App() {
  return (
    <PreferencesProvider>
      <AppBrowserRouter>
        {/* The last resort: a layout's code, or a dialog of the signed-in frame, that failed. */}
        <ScreenErrorBoundary>
          <Suspense fallback={<InitialLoading />}>
            <RootShell />
          </Suspense>
        </ScreenErrorBoundary>
        {/* Inside the router: a toast may link to a screen (a held action to the member's requests). */}
        <Toasts />
      </AppBrowserRouter>
    </PreferencesProvider>
  );
}
