import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { ReauthProvider } from '../pages/account/ReauthProvider';
import { ApprovalReasonProvider } from '../pages/approvals/ApprovalReasonProvider';
import { AccountSetupGuard } from './AccountSetupGuard';
import { MuiLocale } from '../i18n/mui/MuiLocale';

// Only signed-in screens query the API or ask for confirmation, so the query cache, the
// confirmation and re-authentication dialogs and the setup guard live here, off the sign-in
// page's budget.
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/**
 * What every signed-in screen needs around it: the query cache, MUI's words in the console's
 * language, the confirmation dialog, the "confirm it's you" dialog, the "why do you ask" dialog of actions that wait for a second person and the account setup guard. The default layout wraps its pages in
 * it; a blank-layout page that calls the API wraps itself.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MuiLocale>
        <ConfirmProvider>
          <ReauthProvider>
            <ApprovalReasonProvider>
              <AccountSetupGuard />
              {children}
            </ApprovalReasonProvider>
          </ReauthProvider>
        </ConfirmProvider>
      </MuiLocale>
    </QueryClientProvider>
  );
}
