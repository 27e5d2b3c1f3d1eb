import { useState, type FormEvent } from 'react';
import { DialogContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { regulatory, ReportType } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { lastEndedMonth, monthProblem } from './report-month';
import './messages';

const reports = regulatory.reports;
type ReportTypeCode = (typeof ReportType.codes)[number];

/**
 * Asks for a month (last month unless changed) and a report type, and queues the generation.
 * Stays open with what was chosen when the server refuses (a month still open, a report already
 * filed); the refusal is toasted once.
 */
export function GenerateReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => lastEndedMonth(new Date()));
  const [reportType, setReportType] = useState<ReportTypeCode>(ReportType.codes[0]);
  const [checked, setChecked] = useState(false);
  const generate = useApiMutation(reports.generate, { onDone: onClose });
  const sending = generate.pending;
  const problem = monthProblem(month, new Date());
  const shownProblem = checked && problem ? t(`apix.generate.${problem}`) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || sending) return;
    await generate.send({ month, report_type: reportType });
  };

  return (
    <FormDialog title={t('apix.generate.title')} pending={sending} onClose={onClose} maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              required
              label={t('apix.generate.month')}
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              onBlur={() => setChecked(true)}
              error={shownProblem !== null}
              helperText={shownProblem ?? t('apix.generate.monthHelp')}
              // Typed as YYYY-MM, as reports are filed: Chromium's own month input shows its locale's order.
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: t('apix.filters.monthHint'), inputMode: 'numeric' } }}
              disabled={sending}
            />
            <TextField select required label={t('apix.generate.type')} value={reportType} onChange={(event) => setReportType(event.target.value as ReportTypeCode)} disabled={sending}>
              {ReportType.codes.map((code) => <MenuItem key={code} value={code}>{t(`apix.type.${code}`)}</MenuItem>)}
            </TextField>
            <Typography variant="body2" color="text.secondary">{t('apix.generate.note')}</Typography>
          </Stack>
        </DialogContent>
        <FormDialogActions pending={sending} onCancel={onClose} cancel={t('apix.generate.cancel')} submit={t('apix.generate.submit')} />
      </form>
    </FormDialog>
  );
}
