import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
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
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (busy || !reasonIsValid(reason)) return;
    setBusy(true);
    try {
      await api<typeof pix.keys.remove>(pix.keys.remove, { id: pixKey.id, reason: reason.trim() });
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('pix.remove.title')}</DialogTitle>
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
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!reasonIsValid(reason)} loading={busy}>
            {t('pix.remove.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
