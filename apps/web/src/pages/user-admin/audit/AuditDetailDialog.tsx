import { useId, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { staff } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';
import { OptionChip } from '../../../components/OptionChip';
import { AuditChanges } from './AuditChanges';
import { auditMessage } from './audit-message';

export interface AuditDetailDialogProps {
  id: number;
  onClose: () => void;
}

/** One audit entry: who did what to what, how it ended, and before and after side by side. */
export function AuditDetailDialog({ id, onClose }: AuditDetailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const detail = useApiQuery(staff.auditDetail, { id });
  const entry = detail.data?.id === id ? detail.data : undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('userAdmin.audit.detail.title', { id })}</DialogTitle>
      <DialogContent>
        {detail.isError && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void detail.refetch()}>{t('userAdmin.audit.detail.retry')}</Button>}>
            {t('userAdmin.audit.detail.error')}
          </Alert>
        )}
        {!entry && !detail.isError && (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('userAdmin.audit.detail.loading')} />
          </Box>
        )}
        {entry && (
          <Stack spacing={3}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0 } }}>
              <Term label={t('userAdmin.audit.columns.at')}><DateTime value={entry.at} /></Term>
              <Term label={t('userAdmin.audit.columns.actor')}>{entry.actor}{entry.approved_by && ` · ${t('userAdmin.audit.approvedBy', { checker: entry.approved_by })}`}</Term>
              <Term label={t('userAdmin.audit.columns.action')}>{entry.action}</Term>
              <Term label={t('userAdmin.audit.columns.target')}>{entry.target || '—'}</Term>
              <Term label={t('userAdmin.audit.columns.result')}><OptionChip list="audit_result" code={entry.result} /> {entry.code}</Term>
              <Term label={t('userAdmin.audit.columns.message')}>{auditMessage(entry) || '—'}</Term>
              <Term label={t('userAdmin.audit.columns.ip')}>{entry.ip || '—'}</Term>
              <Term label={t('userAdmin.audit.detail.requestId')}>{entry.request_id}</Term>
            </Box>
            <section aria-labelledby={`${titleId}-changes`}>
              <Typography id={`${titleId}-changes`} variant="subtitle1" component="h2" gutterBottom>{t('userAdmin.audit.detail.changes')}</Typography>
              <AuditChanges before={entry.before} after={entry.after} />
            </section>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>{t('userAdmin.audit.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
      <Typography component="dd" variant="body2">{children}</Typography>
    </>
  );
}
