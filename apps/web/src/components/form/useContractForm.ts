import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@wallet/contracts';

/**
 * A form whose rules are the contract's own body schema (or a part of it, `z.pick`ed): the browser
 * refuses exactly what the server refuses, in the same words. Problems show once a field has been
 * left or the form sent; `onChange`, from the first character typed.
 */
export function useContractForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  mode: 'onTouched' | 'onChange' = 'onTouched',
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues, mode });
}
