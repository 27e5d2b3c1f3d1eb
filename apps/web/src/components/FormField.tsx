import { useId, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';

interface Props extends Omit<OutlinedInputProps, 'label'> {
  label: string;
  helperText?: ReactNode;
}

/**
 * A labelled text input. MUI's TextField also bundles Select (and with it menus and popovers),
 * which the sign-in page has no use for; this keeps that page's JavaScript small.
 */
export function FormField({ label, helperText, required, error, fullWidth = true, ...input }: Props) {
  const id = useId();
  return (
    <FormControl variant="outlined" required={required ?? false} error={error ?? false} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} {...(helperText ? { 'aria-describedby': `${id}-help` } : {})} />
      {helperText && <FormHelperText id={`${id}-help`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
