import type { ReactNode } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Above a list with rows chosen: how many, what can be done to them all, and a way to let go of them. */
export function SelectionBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" role="region" aria-label={t('listSelection.region')} sx={{ px: 2, py: 1, bgcolor: 'action.hover' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">{t('listSelection.count', { count })}</Typography>
        {children}
        <Button size="small" onClick={onClear} sx={{ ml: 'auto' }}>{t('listSelection.clear')}</Button>
      </Stack>
    </Paper>
  );
}
