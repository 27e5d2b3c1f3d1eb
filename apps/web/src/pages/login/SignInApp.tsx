import { useEffect } from 'react';
import { Toasts } from '../../notify/Toasts';
import { PreferencesProvider } from '../../theme/PreferencesProvider';
import { BlankLayout } from '../../layouts/BlankLayout';
import { ScreenErrorBoundary } from '../../components/ScreenErrorBoundary';
import LoginPage from './LoginPage';

/**
 * The sign-in page as a document of its own (`login.html`): the page in the blank layout, without
 * the console's router, route table or signed-in frame, so that the first visit loads the least.
 * Signing in, or arriving with a session, opens the console's document (a full page load).
 */
export function SignInApp() {
  // As the console's shell says which screen is up (for styles and tests).
  useEffect(() => { document.documentElement.dataset.screen = 'login'; }, []);
  return (
    <PreferencesProvider>
      <ScreenErrorBoundary>
        <BlankLayout className="layout-wrapper layout-login">
          <LoginPage />
        </BlankLayout>
      </ScreenErrorBoundary>
      <Toasts />
    </PreferencesProvider>
  );
}
