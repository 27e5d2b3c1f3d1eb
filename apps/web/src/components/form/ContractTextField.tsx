import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormPending } from './form-pending';
import { problemText } from './problem-text';

export type ContractTextFieldProps<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>, O = T> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** The form's control; `O` is what the form hands over (its schema's output). */
  control: Control<T, unknown, O>;
  name: N;
  /** Shown under the field while it has no problem. */
  help?: string;
  /**
   * The form's own words for a problem the browser found in this field, or undefined for the usual
   * words; a refusal from the server keeps its words.
   */
  problemOf?: (name: N, error: FieldError) => string | undefined;
  /** A problem said as it is typed (too long, too much), before the field is left or the form sent. */
  problemNow?: (value: unknown) => string | null;
  /** What the field keeps of the text typed (its digits, say); all of it unless said. */
  kept?: (typed: string) => string;
  /** Fields whose rules depend on this one, checked again when it changes (once the form was sent). */
  deps?: FieldPath<T>[];
};

/** A text field of a contract form: its value, its problem (in the member's language) and its help. */
export function ContractTextField<T extends FieldValues, N extends FieldPath<T>, O = T>({ control, name, help, problemOf, problemNow, kept, deps, slotProps, ...field }: ContractTextFieldProps<T, N, O>) {
  const { t, i18n } = useTranslation();
  const pending = useFormPending();
  const { field: bound, fieldState: { error } } = useController({ control, name, ...(deps ? { rules: { deps } } : {}) });
  const found = !error ? null : (error.type !== 'server' ? problemOf?.(name, error) : undefined) ?? problemText(t, error, i18n.language);
  const problem = found ?? problemNow?.(bound.value) ?? null;
  return (
    <TextField
      fullWidth
      {...field}
      name={bound.name}
      value={bound.value ?? ''}
      onChange={kept ? (event) => bound.onChange(kept(event.target.value)) : bound.onChange}
      onBlur={bound.onBlur}
      inputRef={bound.ref}
      error={problem !== null}
      helperText={problem ?? help}
      slotProps={pending ? readOnly(slotProps) : slotProps}
    />
  );
}

type SlotProps = TextFieldProps['slotProps'];

/** The field's slots, its input (or select) read-only while the form's call runs. */
function readOnly(slotProps: SlotProps): SlotProps {
  return {
    ...slotProps,
    htmlInput: { ...(slotProps?.htmlInput as object | undefined), readOnly: true },
    select: { ...(slotProps?.select as object | undefined), readOnly: true },
  };
}
