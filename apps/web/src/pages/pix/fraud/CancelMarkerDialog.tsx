import { useState, type FormEvent } from 'react';
import { DialogContent, DialogContentText, Stack } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { ReasonField, reasonIsValid } from '../../../components/ReasonField';
import { optionKey } from '../../../i18n/options';
import { subjectText } from './MarkerSubject';
import './messages';

/** Cancels one active marker at the DICT with a required reason, after a confirmation; render it only while open. */
export function CancelMarkerDialog({ marker, onClose }: { marker: pix.fraud.FraudMarker; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const action = useConfirmedMutation(pix.fraud.cancel);
  const subject = subjectText(marker);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasonIsValid(reason)) return;
    const cancelled = await action.run({ id: marker.id, reason: reason.trim() }, {
      title: t('fraud.cancel.confirmTitle', { id: marker.id }),
      message: t('fraud.cancel.confirm', { kind: t(optionKey('fraud_kind', marker.kind)), subject }),
      destructive: true,
    });
    if (cancelled) onClose();
  };

  return (
    <FormDialog title={t('fraud.cancel.title', { id: marker.id })} pending={action.pending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>{t('fraud.cancel.intro', { subject })}</DialogContentText>
            <ReasonField autoFocus value={reason} onChange={setReason} help={t('fraud.cancel.reasonHelp')} checked={checked} disabled={action.pending} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={action.pending} onCancel={onClose} submit={t('fraud.cancel.submit')} color="error" />
      </form>
    </FormDialog>
  );
}
