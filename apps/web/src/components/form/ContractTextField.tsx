import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { problemText } from './problem-text';

export type ContractTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shown under the field while it has no problem. */
  help?: string;
};

/** A text field of a contract form: its value, its problem (in the member's language) and its help. */
export function ContractTextField<T extends FieldValues>({ control, name, help, ...field }: ContractTextFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const { field: bound, fieldState } = useController({ control, name });
  const problem = fieldState.error ? problemText(t, fieldState.error, i18n.language) : null;
  return (
    <TextField
      fullWidth
      {...field}
      name={bound.name}
      value={bound.value ?? ''}
      onChange={bound.onChange}
      onBlur={bound.onBlur}
      inputRef={bound.ref}
      error={problem !== null}
      helperText={problem ?? help}
    />
  );
}
