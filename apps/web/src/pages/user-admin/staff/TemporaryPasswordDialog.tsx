import { useId } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, Stack, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../../notify/toast';
import '../messages';

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
          <TextField
            fullWidth
            label={t('userAdmin.staff.password.label')}
            value={issued.password}
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, autoComplete: 'off', sx: { fontFamily: 'monospace', fontSize: '1.15rem', letterSpacing: '0.05em' } },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Button
                      size="small"
                      startIcon={<ContentCopyIcon fontSize="small" />}
                      aria-label={t('userAdmin.staff.password.copyLabel')}
                      onClick={() => void copyToClipboard(issued.password)}
                    >
                      {t('userAdmin.staff.password.copy')}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
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
