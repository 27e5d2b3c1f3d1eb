import type { ReactNode } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

/**
 * What the browsers say when a module's code could not be fetched: Chromium, Firefox, Safari. A
 * screen's code, or a dialog's, is loaded when first drawn; after the console is updated the old
 * files are gone, and a member with the console open meets this on their next screen.
 */
const CODE_NOT_LOADED = /dynamically imported module|Importing a module script failed|Unable to preload/i;

const isCodeNotLoaded = (error: unknown) => error instanceof Error && CODE_NOT_LOADED.test(error.message);

/**
 * Keeps a screen that failed to draw from taking the whole console down: says so, why when it
 * knows (its code could not be loaded), and offers to reload. `resetKey` lets a new screen try
 * again (the address, for the screen inside the layout).
 */
export function ScreenErrorBoundary({ resetKey, children }: { resetKey?: string; children: ReactNode }) {
  return <ErrorBoundary FallbackComponent={ScreenFailed} resetKeys={[resetKey]}>{children}</ErrorBoundary>;
}

function ScreenFailed({ error }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ m: 3 }}
      action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>{t('screenFailed.reload')}</Button>}
    >
      <AlertTitle>{t('screenFailed.title')}</AlertTitle>
      {t(isCodeNotLoaded(error) ? 'screenFailed.codeNotLoaded' : 'screenFailed.failed')}
    </Alert>
  );
}
