import type { FormEvent, ReactNode } from 'react';
import { DialogContent, DialogContentText, Stack, type ButtonProps } from '@mui/material';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';

export interface CaseFormDialogProps {
  title: string;
  /** What the action does, above the fields. */
  intro: ReactNode;
  pending: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The submit button's words. */
  submit: string;
  color?: ButtonProps['color'];
  children: ReactNode;
}

/** The frame every action of a case asks in: its title and intro, the fields, Cancel and the action's button. */
export function CaseFormDialog({ title, intro, pending, onClose, onSubmit, submit, color, children }: CaseFormDialogProps) {
  return (
    <FormDialog title={title} pending={pending} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{intro}</DialogContentText>
            {children}
          </Stack>
        </DialogContent>
        <FormDialogActions pending={pending} onCancel={onClose} submit={submit} color={color} />
      </form>
    </FormDialog>
  );
}
