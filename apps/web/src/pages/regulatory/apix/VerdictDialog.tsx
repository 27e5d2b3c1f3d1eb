import { useState, type FormEvent } from 'react';
import { DialogContent, Stack } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { ChoiceField } from '../../../components/ChoiceField';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { ReasonField, reasonIsValid } from '../../../components/ReasonField';
import { reportLabel } from './useReportActions';
import './messages';

const reports = regulatory.reports;
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasonIsValid(reason) || sending) return;
    await decide.send({ id: report.id, status: verdict, reason: reason.trim() });
  };

  return (
    <FormDialog title={t('apix.verdict.title', reportLabel(report))} pending={sending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ChoiceField
              row
              label={t('apix.verdict.choice')}
              value={verdict}
              onChange={setVerdict}
              choices={[
                { value: 'accepted', label: t('apix.verdict.accepted'), color: 'success' },
                { value: 'rejected', label: t('apix.verdict.rejected'), color: 'error' },
              ]}
              disabled={sending}
            />
            <ReasonField value={reason} onChange={setReason} help={t('apix.verdict.reasonHelp')} checked={checked} disabled={sending} autoFocus />
          </Stack>
        </DialogContent>
        <FormDialogActions
          pending={sending}
          onCancel={onClose}
          cancel={t('apix.verdict.cancel')}
          submit={t('apix.verdict.submit')}
          color={verdict === 'accepted' ? 'success' : 'error'}
        />
      </form>
    </FormDialog>
  );
}
