import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

/** A call that failed with nothing to show instead: what went wrong, and a button to ask again. */
export function RetryAlert({ retryLabel, onRetry, children }: { retryLabel: string; onRetry(): void; children: ReactNode }) {
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{retryLabel}</Button>}>
      {children}
    </Alert>
  );
}
