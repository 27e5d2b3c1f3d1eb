import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { problemText } from './problem-text';

export type ContractTextFieldProps<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: N;
  /** Shown under the field while it has no problem. */
  help?: string;
  /** The form's own words for a problem the browser found in this field; a refusal from the server keeps its words. */
  problemOf?: (name: N) => string;
};

/** A text field of a contract form: its value, its problem (in the member's language) and its help. */
export function ContractTextField<T extends FieldValues, N extends FieldPath<T>>({ control, name, help, problemOf, ...field }: ContractTextFieldProps<T, N>) {
  const { t, i18n } = useTranslation();
  const { field: bound, fieldState: { error } } = useController({ control, name });
  const problem = !error ? null : problemOf && error.type !== 'server' ? problemOf(name) : problemText(t, error, i18n.language);
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
