import { useState, type FormEvent } from 'react';
import { DialogContent, DialogContentText, Stack, Typography } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { accountLabel } from '../../format/account';
import { Fact, Facts } from './Facts';
import { ReasonField, reasonIsValid } from '../../components/ReasonField';
import './messages';

export interface DeleteKeyDialogProps {
  pixKey: pix.keys.PixKey;
  onClose: () => void;
}

/**
 * Deletes one key at the DICT with a required reason. The client toasts the server's answer and
 * refreshes the lists; on an error the dialog stays open with the reason typed.
 */
export function DeleteKeyDialog({ pixKey, onClose }: DeleteKeyDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const removal = useApiMutation(pix.keys.remove, { onDone: onClose });
  const busy = removal.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasonIsValid(reason)) return;
    await removal.send({ id: pixKey.id, reason: reason.trim() });
  };

  return (
    <FormDialog title={t('pix.remove.title')} pending={busy} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>{t('pix.remove.intro')}</DialogContentText>
            <Facts>
              <Fact term={t(`pix.keyTypes.${pixKey.key_type}`)}>
                <Typography component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{pixKey.key_value}</Typography>
              </Fact>
              <Fact term={t('pix.keys.columns.owner')}>{pixKey.owner_name}</Fact>
              <Fact term={t('pix.keys.columns.account')}>{accountLabel(pixKey)}</Fact>
            </Facts>
            <ReasonField autoFocus value={reason} onChange={setReason} help={t('pix.remove.reasonHelp')} checked={checked} disabled={busy} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={busy} onCancel={onClose} submit={t('pix.remove.submit')} color="error" disabled={!reasonIsValid(reason)} />
      </form>
    </FormDialog>
  );
}
