import { useId, useState, type FormEvent } from 'react';
import { DialogContent, DialogContentText, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { AnalysisResult, regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { DetailsField, detailsProblem } from './DetailsField';
import { ReportFacts } from './ReportFacts';
import './messages';

type InfractionTask = regulatory.infractions.InfractionTask;
type Result = (typeof AnalysisResult.codes)[number];

export interface CloseReportDialogProps {
  task: InfractionTask;
  onClose: () => void;
}

/** Closes a received report about us with our analysis: agreed or disagreed, and why. */
export function CloseReportDialog({ task, onClose }: CloseReportDialogProps) {
  const { t } = useTranslation();
  const resultLabelId = useId();
  const [result, setResult] = useState<Result | null>(null);
  const [details, setDetails] = useState('');
  const [checked, setChecked] = useState(false);
  const closing = useApiMutation(regulatory.infractions.close, { onDone: onClose });
  const busy = closing.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!result || detailsProblem(details)) return;
    await closing.send({ id: task.id, analysis_result: result, analysis_details: details.trim() });
  };

  return (
    <FormDialog title={t('infractions.close.title', { id: task.id })} pending={busy} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>{t('infractions.close.intro')}</DialogContentText>
            <ReportFacts task={task} />
            <FormControl required error={checked && !result} disabled={busy}>
              <FormLabel id={resultLabelId}>{t('infractions.close.result')}</FormLabel>
              <RadioGroup aria-labelledby={resultLabelId} value={result ?? ''} onChange={(event) => setResult(event.target.value as Result)}>
                {AnalysisResult.codes.map((code) => (
                  <FormControlLabel key={code} value={code} control={<Radio />} label={`${t(`infractions.result.${code}`)}: ${t(`infractions.close.${code === 'AGREED' ? 'agreedHelp' : 'disagreedHelp'}`)}`} />
                ))}
              </RadioGroup>
              {checked && !result && <FormHelperText>{t('infractions.close.resultMissing')}</FormHelperText>}
            </FormControl>
            <DetailsField label={t('infractions.close.details')} help={t('infractions.close.detailsHelp')} value={details} onChange={setDetails} checked={checked} disabled={busy} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={busy} onCancel={onClose} submit={t('infractions.close.submit')} />
      </form>
    </FormDialog>
  );
}
