import { useId, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { InfractionActions } from './InfractionActions';
import { ReportFacts } from './ReportFacts';
import { ReportHistory } from './ReportHistory';
import { ReportTransaction } from './ReportTransaction';
import type { useReportActions } from './useReportActions';

type InfractionTask = regulatory.infractions.InfractionTask;

export interface InfractionDetailDialogProps {
  id: number;
  onDone: () => void;
  actions: ReturnType<typeof useReportActions>;
  onCloseReport: (task: InfractionTask) => void;
}

/** One report whole: every field, the transaction it is about and its history, with the action the MED allows now. */
export function InfractionDetailDialog({ id, onDone, actions, onCloseReport }: InfractionDetailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const detail = useApiQuery(regulatory.infractions.detail, { id });
  const shown = detail.data?.task.id === id ? detail.data : undefined;

  return (
    <Dialog open onClose={onDone} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('infractions.detail.title', { id })}</DialogTitle>
      <DialogContent>
        {detail.isError && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void detail.refetch()}>{t('infractions.detail.retry')}</Button>}>
            {detail.error.message || t('infractions.detail.error')}
          </Alert>
        )}
        {!shown && !detail.isError && (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('infractions.detail.loading')} />
          </Box>
        )}
        {shown && (
          <Stack spacing={3}>
            <ReportFacts task={shown.task} full />
            <Section title={t('infractions.detail.details')}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown.task.details}</Typography>
            </Section>
            {shown.task.analysis_details && (
              <Section title={t('infractions.detail.analysisDetails')}>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown.task.analysis_details}</Typography>
              </Section>
            )}
            <Section title={t('infractions.detail.transaction')}><ReportTransaction trade={shown.trade} /></Section>
            <Section title={t('infractions.detail.history')}><ReportHistory history={shown.history} /></Section>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {shown && <InfractionActions task={shown.task} actions={actions} onCloseReport={onCloseReport} variant="dialog" />}
        <Button variant="contained" onClick={onDone}>{t('infractions.detail.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2" gutterBottom>{title}</Typography>
      {children}
    </section>
  );
}
