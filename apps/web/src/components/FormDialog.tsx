import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, type ButtonProps, type DialogProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormPending } from './form/form-pending';

export interface FormDialogProps {
  open?: boolean;
  title: ReactNode;
  /** The dialog's call is running: Escape and a click outside do not close it. */
  pending: boolean;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** The form: it lives only while the dialog is open, so each opening starts empty. */
  children: ReactNode;
}

/** A dialog around one form, named by its title, that cannot be dismissed while its call runs. */
export function FormDialog({ open = true, title, pending, onClose, maxWidth = 'sm', children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && children}
    </Dialog>
  );
}

export interface FormDialogActionsProps {
  pending: boolean;
  onCancel: () => void;
  /** The submit button's words. */
  submit: ReactNode;
  color?: ButtonProps['color'];
  disabled?: boolean;
  cancel?: ReactNode;
}

/** Cancel and the form's submit button, which spins while the call runs. */
export function FormDialogActions({ pending, onCancel, submit, color, disabled, cancel }: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>{cancel ?? t('dialog.cancel')}</Button>
      <Button type="submit" variant="contained" color={color ?? 'primary'} disabled={disabled} loading={pending}>{submit}</Button>
    </DialogActions>
  );
}

export interface FormDialogFormProps extends FormDialogActionsProps {
  onSubmit: (event: FormEvent) => void;
  /** What the form is for, above its fields. */
  intro?: ReactNode;
  /** The fields, one under another. */
  children: ReactNode;
}

/** The form of a FormDialog: its intro and fields (read-only while its call runs), then Cancel and its submit button. */
export function FormDialogForm({ onSubmit, intro, children, ...actions }: FormDialogFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {intro && <DialogContentText>{intro}</DialogContentText>}
          <FormPending.Provider value={actions.pending}>{children}</FormPending.Provider>
        </Stack>
      </DialogContent>
      <FormDialogActions {...actions} />
    </form>
  );
}
