import { useController, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField, type ChoiceFieldProps } from '../ChoiceField';
import { useFormPending } from './form-pending';
import { problemText } from './problem-text';

export type ContractChoiceFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = Omit<ChoiceFieldProps<FieldPathValue<T, N> & string>, 'value' | 'onChange' | 'problem'> & {
  control: Control<T, unknown, O>;
  name: N;
  /** Fields whose rules depend on this choice, checked again when it changes (once the form was sent). */
  deps?: FieldPath<T>[];
  /** The form's own words for a choice the browser refused (none made). */
  problem?: string;
};

/** One choice of a contract form among a few, as radio buttons; off while the form's call runs. */
export function ContractChoiceField<T extends FieldValues, N extends FieldPath<T>, O = T>({ control, name, deps, disabled, problem, ...choice }: ContractChoiceFieldProps<T, N, O>) {
  const { t, i18n } = useTranslation();
  const pending = useFormPending();
  const { field, fieldState: { error } } = useController({ control, name, ...(deps ? { rules: { deps } } : {}) });
  const said = !error ? null : error.type !== 'server' && problem ? problem : problemText(t, error, i18n.language);
  return <ChoiceField {...choice} value={field.value ?? ''} onChange={field.onChange} disabled={disabled || pending} problem={said} />;
}
