import { DialogContent, DialogContentText, Stack } from '@mui/material';
import { cockpit, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { notify } from '../../../notify/toast';
import { FormDialog, FormDialogActions } from '../../FormDialog';
import { ContractTextField } from '../../form/ContractTextField';
import { useContractForm } from '../../form/useContractForm';

const NameForm = z.pick(cockpit.viewSave.body, { name: true });

export interface SaveViewDialogProps {
  listKey: string;
  /** What the view keeps: the list's address's query string. */
  query: string;
  /** The name offered: the saved view shown now, if any. */
  name: string;
  onClose: () => void;
}

/** Names the view shown now and keeps it on the server; a name already used replaces that view. */
export function SaveViewDialog({ listKey, query, name, onClose }: SaveViewDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(NameForm, { name });
  const save = useApiMutation(cockpit.viewSave, {
    onDone: onClose,
    onFieldError: (field, message) => {
      if (field === 'name') form.setError('name', { type: 'server', message }, { shouldFocus: true });
      else notify.error(message);
    },
  });
  const submit = form.handleSubmit(({ name: chosen }) => save.send({ list_key: listKey, name: chosen, query }));
  return (
    <FormDialog title={t('listViews.saveTitle')} pending={save.pending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2}>
            <DialogContentText>{t('listViews.saveIntro')}</DialogContentText>
            <ContractTextField
              control={form.control}
              name="name"
              label={t('listViews.name')}
              problemOf={() => t('listViews.nameProblem')}
              autoFocus
              required
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 60, readOnly: save.pending } }}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={save.pending} onCancel={onClose} submit={t('listViews.submit')} />
      </form>
    </FormDialog>
  );
}
