import { useState, type FormEvent } from 'react';
import { DialogContent, DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import { InfractionType, regulatory, SituationType } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { DetailsField, detailsProblem } from './DetailsField';
import './messages';

const infractions = regulatory.infractions;
type Type = (typeof InfractionType.codes)[number];
type Situation = (typeof SituationType.codes)[number];

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The Pix to report, typed in already (from its MED case); it can still be changed. */
  endToEndId?: string;
}

/**
 * Reports one of our trades to the DICT by its end-to-end id; the list refreshes by itself. A
 * refusal is toasted once and what was typed stays.
 */
export function ReportDialog({ open, onClose, endToEndId }: ReportDialogProps) {
  const { t } = useTranslation();
  const report = useApiMutation(infractions.create, { onDone: onClose });
  return (
    <FormDialog open={open} title={t('infractions.create.title')} pending={report.pending} onClose={onClose}>
      <ReportForm report={report} onCancel={onClose} initialEndToEndId={endToEndId ?? ''} />
    </FormDialog>
  );
}

interface FormProps {
  report: ReturnType<typeof useApiMutation<typeof infractions.create>>;
  onCancel: () => void;
  initialEndToEndId: string;
}

function ReportForm({ report, onCancel, initialEndToEndId }: FormProps) {
  const { t } = useTranslation();
  const [endToEndId, setEndToEndId] = useState(initialEndToEndId);
  const [type, setType] = useState<Type>('FRAUD');
  const [situation, setSituation] = useState<Situation>('SCAM');
  const [details, setDetails] = useState('');
  const [checked, setChecked] = useState(false);
  const busy = report.pending;
  const idProblem = !infractions.EndToEndId.safeParse(endToEndId).success;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (idProblem || detailsProblem(details)) return;
    await report.send({ end_to_end_id: endToEndId.trim(), inf_type: type, situation_type: situation, details: details.trim() });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t('infractions.create.intro', { days: infractions.ANALYSIS_DAYS })}</DialogContentText>
          <TextField
            required
            autoFocus
            label={t('infractions.create.endToEndId')}
            value={endToEndId}
            onChange={(event) => setEndToEndId(event.target.value)}
            error={checked && idProblem}
            helperText={t(checked && idProblem ? 'infractions.create.endToEndIdInvalid' : 'infractions.create.endToEndIdHelp')}
            autoComplete="off"
            slotProps={{ htmlInput: { readOnly: busy, spellCheck: false, maxLength: 64, style: { fontFamily: 'monospace' } } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select fullWidth required label={t('infractions.create.type')} value={type} onChange={(event) => setType(event.target.value as Type)} slotProps={{ htmlInput: { readOnly: busy } }}>
              {InfractionType.codes.map((code) => <MenuItem key={code} value={code}>{t(`infractions.type.${code}`)}</MenuItem>)}
            </TextField>
            <TextField select fullWidth required label={t('infractions.create.situation')} value={situation} onChange={(event) => setSituation(event.target.value as Situation)} slotProps={{ htmlInput: { readOnly: busy } }}>
              {SituationType.codes.map((code) => <MenuItem key={code} value={code}>{t(`infractions.situation.${code}`)}</MenuItem>)}
            </TextField>
          </Stack>
          <DetailsField label={t('infractions.create.details')} help={t('infractions.create.detailsHelp')} value={details} onChange={setDetails} checked={checked} disabled={busy} />
        </Stack>
      </DialogContent>
      <FormDialogActions pending={busy} onCancel={onCancel} submit={t('infractions.create.submit')} />
    </form>
  );
}
