import { LinearProgress, Stack, Typography } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';

/** How far an export has got, as a bar and a percentage: full once done, nothing once failed or expired. */
export function ExportProgress({ exported }: { exported: trades.TradeExport }) {
  const { t, i18n } = useTranslation();
  const done = exported.status === 'done';
  if (!done && exported.status !== 'queued' && exported.status !== 'running') return null;
  const progress = done ? 100 : exported.progress;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(progress / 100);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={progress}
        color={done ? 'success' : 'primary'}
        aria-label={t('trades.downloads.progressOf', { id: exported.id })}
        sx={{ flex: 1 }}
      />
      <Typography variant="body2" sx={{ minWidth: '4ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{percent}</Typography>
    </Stack>
  );
}
