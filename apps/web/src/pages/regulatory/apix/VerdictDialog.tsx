import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { ReasonField, reasonIsValid } from '../../../components/ReasonField';
import { reportLabel } from './useReportActions';
import './messages';
import { useDialogSend } from '../../../components/useDialogSend';

const { reports } = regulatory;
type MonthReport = regulatory.reports.MonthReport;
type Verdict = 'accepted' | 'rejected';

/** Records what the central bank answered about a submitted report: accepted or rejected, in its words. */
export function VerdictDialog({ report, onClose }: { report: MonthReport; onClose: () => void }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<Verdict>('accepted');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const { sending, failure, send } = useDialogSend(onClose);
  const titleId = useId();
  const choiceId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasonIsValid(reason) || sending) return;
    await send(async () => {
      await api(reports.decide, { id: report.id, status: verdict, reason: reason.trim() }, { silentErrors: true });
    });
  };

  return (
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('apix.verdict.title', reportLabel(report))}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormControl disabled={sending}>
              <FormLabel id={choiceId}>{t('apix.verdict.choice')}</FormLabel>
              <RadioGroup row aria-labelledby={choiceId} value={verdict} onChange={(event) => setVerdict(event.target.value as Verdict)}>
                <FormControlLabel value="accepted" control={<Radio color="success" />} label={t('apix.verdict.accepted')} />
                <FormControlLabel value="rejected" control={<Radio color="error" />} label={t('apix.verdict.rejected')} />
              </RadioGroup>
            </FormControl>
            <ReasonField value={reason} onChange={setReason} help={t('apix.verdict.reasonHelp')} checked={checked} disabled={sending} autoFocus />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>{t('apix.verdict.cancel')}</Button>
          <Button type="submit" variant="contained" color={verdict === 'accepted' ? 'success' : 'error'} loading={sending}>{t('apix.verdict.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
