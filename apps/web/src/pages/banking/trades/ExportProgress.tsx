import { LinearProgress, Stack, Typography } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import './messages';

/** How far an export still queued or running has got, as a bar and a percentage; nothing once it has ended. */
export function ExportProgress({ exported }: { exported: trades.TradeExport }) {
  const { t, i18n } = useTranslation();
  if (exported.status !== 'queued' && exported.status !== 'running') return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(exported.progress / 100);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={exported.progress}
        aria-label={t('trades.downloads.progressOf', { id: exported.id })}
        sx={{ flex: 1 }}
      />
      <Typography variant="body2" sx={{ minWidth: '4ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{percent}</Typography>
    </Stack>
  );
}
