import { useEffect, useRef, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageLoadProgress, type ProgressState } from './page-load-progress';

/** The thin bar at the top of the window while a lazy page loads. */
export function ProgressBar({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ProgressState>({ value: 0, visible: false });
  const progress = useRef<PageLoadProgress | null>(null);
  useEffect(() => {
    progress.current = new PageLoadProgress(setState);
    return () => progress.current?.dispose();
  }, []);
  useEffect(() => {
    if (loading) progress.current?.start();
    else progress.current?.done();
  }, [loading]);
  if (!state.visible) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={state.value}
      aria-label={t('progress')}
      data-testid="page-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
