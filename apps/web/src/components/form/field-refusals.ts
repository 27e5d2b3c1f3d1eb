import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { notify } from '../../notify/toast';

/**
 * Where a refusal that names a body field goes (`onFieldError` of `useApiMutation`): under that
 * field when the form has it, its words the server's; otherwise it is toasted once, as the client
 * leaves such refusals to the form. `aliases` names the form's field for a body field it calls otherwise.
 */
export function fieldRefusals<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, aliases: Partial<Record<string, Path<T>>> = {}) {
  return (field: string, message: string) => {
    const name = aliases[field] ?? field;
    if (name in form.getValues()) form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: true });
    else notify.error(message);
  };
}
