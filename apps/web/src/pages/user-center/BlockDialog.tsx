import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { WalletUser } from './UserActions';
import { reasonProblem, REASON_MAX_LENGTH } from '../../components/reason';
import './list-messages';

export type BlockAction = 'block' | 'unblock';

export interface BlockDialogProps {
  user: WalletUser;
  action: BlockAction;
  open: boolean;
  onClose: () => void;
}


/**
 * The "merchant block modal": blocks or unblocks one user or merchant with a required reason. The
 * client toasts the server's answer and refreshes the lists; on an error the dialog stays open.
 */
export function BlockDialog({ user, action, open, onClose }: BlockDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t(action === 'block' ? 'userList.block.blockTitle' : 'userList.block.unblockTitle', { name: user.name })}
      </DialogTitle>
      {/* The form lives only while the dialog is open, so each opening starts with an empty reason. */}
      <BlockForm user={user} action={action} busy={busy} setBusy={setBusy} onDone={onClose} onCancel={close} />
    </Dialog>
  );
}

interface BlockFormProps {
  user: WalletUser;
  action: BlockAction;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}

function BlockForm({ user, action, busy, setBusy, onDone, onCancel }: BlockFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  // The problem is shown once the member has left the field or tried to send, not at the first key.
  const [touched, setTouched] = useState(false);
  const problem = reasonProblem(reason);
  const showProblem = problem !== null && (touched || reason.trim().length > REASON_MAX_LENGTH);

  const submit = async () => {
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      const body = { id: user.id, reason: reason.trim() };
      if (action === 'block') await api<typeof users.block>(users.block, body);
      else await api<typeof users.unblock>(users.unblock, body);
      setBusy(false);
      onDone();
    } catch {
      // The client has toasted the error; the dialog stays open with the reason typed.
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  // Enter sends (Shift+Enter starts a new line in the reason).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>
          {t(action === 'block' ? 'userList.block.blockIntro' : 'userList.block.unblockIntro')}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          required
          multiline
          minRows={2}
          label={t('userList.block.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={onKeyDown}
          error={showProblem}
          helperText={showProblem ? t(`userList.block.${problem}`) : `${t('userList.block.reasonHelp')} (${reason.trim().length}/${REASON_MAX_LENGTH})`}
          slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH + 100, readOnly: busy } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{t('dialog.cancel')}</Button>
        <Button type="submit" variant="contained" color={action === 'block' ? 'error' : 'primary'} disabled={problem !== null || busy} loading={busy}>
          {t(action === 'block' ? 'userList.actions.block' : 'userList.actions.unblock')}
        </Button>
      </DialogActions>
    </form>
  );
}
