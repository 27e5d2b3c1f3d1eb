import { useState, type FormEvent } from 'react';
import { DialogContent, DialogContentText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { ReasonField, reasonIsValid } from '../../components/ReasonField';
import { optionKey } from '../../i18n/options';
import './messages';

/** Asks why an action a policy holds for a second person is asked; the reason goes with the request. */
export function ApprovalReasonDialog({ action, onClose }: { action: string; onClose: (reason: string | null) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reasonIsValid(reason)) onClose(reason.trim());
  };
  return (
    <FormDialog title={t('approvals.reasonDialog.title')} pending={false} onClose={() => onClose(null)}>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>{t('approvals.reasonDialog.intro', { action: t(optionKey('approval_action', action as never)) })}</DialogContentText>
            <ReasonField autoFocus value={reason} onChange={setReason} help={t('approvals.reasonDialog.help')} checked={checked} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={false} onCancel={() => onClose(null)} submit={t('approvals.reasonDialog.submit')} />
      </form>
    </FormDialog>
  );
}
