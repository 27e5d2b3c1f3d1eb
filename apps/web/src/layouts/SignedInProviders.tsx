import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfirmProvider } from '../components/ConfirmDialog';

// Only signed-in screens query the API or ask for confirmation, so the query cache and the
// confirmation dialog live here, off the sign-in page's budget.
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/**
 * What every signed-in screen needs around it: the query cache and the confirmation dialog. The
 * default layout wraps its pages in it; a blank-layout page that calls the API wraps itself.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>{children}</ConfirmProvider>
    </QueryClientProvider>
  );
}
