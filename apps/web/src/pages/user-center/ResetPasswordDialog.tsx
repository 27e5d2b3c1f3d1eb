import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useTheme } from '@mui/material';
import { users, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { DateTime } from '../../components/DateTime';
import { useConfirm } from '../../components/ConfirmDialog';
import { OneTimeSecretField } from '../../components/OneTimeSecretField';
import type { WalletUser } from './wallet-user';

type Issued = DataOf<typeof users.resetPassword>;

interface IssuedPassword extends Issued {
  /** Whose password it is. */
  name: string;
}

interface ResetPasswordDialogProps {
  /** The password just issued. */
  issued: IssuedPassword;
  open: boolean;
  onClose: () => void;
  /** Called when the dialog has faded out: forget the password there. */
  onExited: () => void;
}

/** Shows a temporary password once, read-only and monospace, with a copy button and its expiry. */
function ResetPasswordDialog({ issued, open, onClose, onExited }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // A stray click beside the dialog must not lose a password that is never shown again.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{t('userList.reset.title', { name: issued.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <OneTimeSecretField
            label={t('userList.reset.password')}
            secret={issued.temporary_password}
            copyText={t('userList.reset.copy')}
            copyLabel={t('userList.reset.copyPassword')}
          />
          <Typography variant="body2">
            {t('userList.reset.expires')}: <DateTime value={issued.expires_at} />
          </Typography>
          <Alert severity="warning">{t('userList.reset.shownOnce')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>{t('userList.reset.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resetting a password: asks first (destructive), then issues the temporary password and shows it
 * once. `start(user)` runs it; `dialog` must be rendered by the caller.
 */
export function useResetPassword(): { start: (user: WalletUser) => Promise<void>; dialog: ReactNode; showing: boolean } {
  const { t } = useTranslation();
  const theme = useTheme();
  const confirm = useConfirm();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [open, setOpen] = useState(false);

  const start = async (user: WalletUser) => {
    const answer = await confirm({
      title: t('userList.reset.confirmTitle'),
      message: t('userList.reset.confirmMessage', { name: user.name }),
      destructive: true,
    });
    if (answer.button !== 'ok') return;
    const asked = Date.now();
    let data: Issued;
    try {
      data = await api<typeof users.resetPassword>(users.resetPassword, { id: user.id });
    } catch {
      return; // The client has toasted the error.
    }
    // Let the question fade out first, so that only one dialog is on screen.
    const fading = theme.transitions.duration.leavingScreen + 50 - (Date.now() - asked);
    if (fading > 0) await sleep(fading);
    setIssued({ ...data, name: user.name });
    setOpen(true);
  };

  // Drawn only while there is a password to show: a list draws this on every row.
  const dialog = issued && (
    <ResetPasswordDialog issued={issued} open={open} onClose={() => setOpen(false)} onExited={() => setIssued(null)} />
  );
  return { start, dialog, showing: open || issued !== null };
}
