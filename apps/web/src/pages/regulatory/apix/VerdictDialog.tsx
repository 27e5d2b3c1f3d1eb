import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { ReasonField, reasonIsValid } from '../../../components/ReasonField';
import { reportLabel } from './useReportActions';
import './messages';

const { reports } = regulatory;
type MonthReport = regulatory.reports.MonthReport;
type Verdict = 'accepted' | 'rejected';

/** Records what the central bank answered about a submitted report: accepted or rejected, in its words. */
export function VerdictDialog({ report, onClose }: { report: MonthReport; onClose: () => void }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<Verdict>('accepted');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const decide = useApiMutation(reports.decide, { onDone: onClose });
  const sending = decide.pending;
  const titleId = useId();
  const choiceId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasonIsValid(reason) || sending) return;
    await decide.send({ id: report.id, status: verdict, reason: reason.trim() });
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
