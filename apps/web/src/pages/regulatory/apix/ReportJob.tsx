import { LinearProgress, Stack, Typography } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';

type MonthReport = regulatory.reports.MonthReport;

/** The generation job while it runs (a bar and a percentage), or why the last one failed; nothing once done. */
export function ReportJob({ report }: { report: MonthReport }) {
  const { t, i18n } = useTranslation();
  const { job } = report;
  if (!job) return null;
  if (job.status === 'failed') {
    return <Typography variant="body2" color="error" sx={{ whiteSpace: 'normal' }}>{t('apix.job.failed', { error: job.error ?? '' })}</Typography>;
  }
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(job.progress / 100);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <LinearProgress
        variant={job.status === 'queued' ? 'indeterminate' : 'determinate'}
        value={job.progress}
        aria-label={t('apix.job.progressOf', { month: report.month })}
        sx={{ flex: 1 }}
      />
      <Typography variant="body2" sx={{ minWidth: '9ch', fontVariantNumeric: 'tabular-nums' }}>
        {job.status === 'queued' ? t('apix.job.queued') : percent}
      </Typography>
    </Stack>
  );
}
