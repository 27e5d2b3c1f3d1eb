import { DialogContent, DialogContentText, Stack } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { medCasePath } from '../area';

const med = regulatory.med;

/**
 * Opens the MED case of a Pix by its end-to-end id, with a note, and goes to it: the server
 * answers the Pix's one case when it has one already. Render it only while open.
 */
export function OpenCaseDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useContractForm(med.open.body, { end_to_end_id: '', note: '' });
  const opening = useApiMutation(med.open, {
    onDone: (opened) => void navigate(medCasePath(opened.id)),
    onFieldError: (field, message) => form.setError(field === 'note' ? 'note' : 'end_to_end_id', { type: 'server', message }, { shouldFocus: true }),
  });
  const submit = form.handleSubmit((body) => opening.send(body));
  const readOnly = { htmlInput: { readOnly: opening.pending } };
  return (
    <FormDialog title={t('med.open.title')} pending={opening.pending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('med.open.intro')}</DialogContentText>
            <ContractTextField
              control={form.control}
              name="end_to_end_id"
              autoFocus
              required
              autoComplete="off"
              label={t('med.open.endToEndId')}
              help={t('med.open.endToEndIdHelp')}
              problemOf={() => t('med.open.endToEndIdInvalid')}
              slotProps={{ htmlInput: { readOnly: opening.pending, spellCheck: false, maxLength: 64, style: { fontFamily: 'monospace' } } }}
            />
            <ContractTextField control={form.control} name="note" required multiline minRows={2} label={t('med.open.note')} help={t('med.form.reasonHelp')} slotProps={readOnly} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={opening.pending} onCancel={onClose} submit={t('med.open.submit')} />
      </form>
    </FormDialog>
  );
}
