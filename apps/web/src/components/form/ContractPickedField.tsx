import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import { useFormPending } from './form-pending';

/** What a search field (an account or owner picker) is drawn with inside a contract form. */
interface PickedProps<V> {
  value: V;
  onChange: (value: V) => void;
  /** What is wrong with the choice, or undefined. */
  error: string | undefined;
  /** The form's call runs. */
  readOnly: boolean;
}

export interface ContractPickedFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> {
  control: Control<T, unknown, O>;
  name: N;
  /** The form's own words for a choice it refused (none picked); a refusal from the server keeps its words. */
  problem: string;
  /** Fields whose rules depend on this choice, checked again when it changes (once the form was sent). */
  deps?: FieldPath<T>[];
  render: (picked: PickedProps<FieldPathValue<T, N>>) => ReactNode;
}

/** A record picked in a search field of a contract form (`chosen` in its schema), drawn by `render`. */
export function ContractPickedField<T extends FieldValues, N extends FieldPath<T>, O = T>({ control, name, problem, deps, render }: ContractPickedFieldProps<T, N, O>) {
  const pending = useFormPending();
  const { field, fieldState: { error } } = useController({ control, name, ...(deps ? { rules: { deps } } : {}) });
  return render({ value: field.value, onChange: field.onChange, error: error ? (error.type === 'server' ? error.message : problem) : undefined, readOnly: pending });
}
