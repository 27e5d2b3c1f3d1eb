import { useId } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OneTimeSecretField } from '../../../components/OneTimeSecretField';

/** A temporary password just issued, and whose it is. */
export interface IssuedPassword {
  username: string;
  password: string;
}

export interface TemporaryPasswordDialogProps {
  issued: IssuedPassword;
  onClose: () => void;
}

/**
 * Shows a staff member's temporary password once, read-only and monospace, with a copy button and
 * the rule that it must be changed at the first sign-in. After creating a member and after a reset.
 */
export function TemporaryPasswordDialog({ issued, onClose }: TemporaryPasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open
      // A stray click beside the dialog must not lose a password that is never shown again.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('userAdmin.staff.password.title', { username: issued.username })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <OneTimeSecretField
            label={t('userAdmin.staff.password.label')}
            secret={issued.password}
            copyText={t('userAdmin.staff.password.copy')}
            copyLabel={t('userAdmin.staff.password.copyLabel')}
          />
          <Alert severity="info">{t('userAdmin.staff.password.mustChange', { username: issued.username })}</Alert>
          <Alert severity="warning">{t('userAdmin.staff.password.shownOnce')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>{t('userAdmin.staff.password.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
