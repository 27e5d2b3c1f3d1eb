import type { KeyboardEvent } from 'react';
import { Reason } from '@wallet/contracts';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContractTextField, type ContractTextFieldProps } from './ContractTextField';

/** The longest reason the server takes, for the counter and the input's limit. */
export const REASON_MAX_LENGTH = Reason._zod.bag.maximum ?? 500;

/** What is wrong with a reason, as the key of its words under `reasonField.`. */
export type ReasonProblem = 'reasonTooShort' | 'reasonTooLong';

export type ContractReasonFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = Omit<ContractTextFieldProps<T, N, O>, 'help' | 'problemOf' | 'problemNow'> & {
  /** What the reason is kept for, shown under the field with a counter. */
  help: string;
  /** The dialog's own words for what is wrong with the reason; without them, the reason field's. */
  problemOf?: (problem: ReasonProblem) => string;
};

const length = (value: unknown) => (typeof value === 'string' ? value.trim().length : 0);

/** Enter sends the form the field is in; Shift+Enter starts a new line. */
export const sendOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  (event.target as HTMLElement).closest('form')?.requestSubmit();
};

/**
 * Why money is moved, a key deleted or a limit changed: a field of a contract form under the
 * contract's Reason rule (3 to 500 characters, trimmed), with a counter; too long is said at once.
 * Enter sends the form it is in; Shift+Enter starts a new line.
 */
export function ContractReasonField<T extends FieldValues, N extends FieldPath<T>, O = T>({ control, name, help, problemOf, label, ...field }: ContractReasonFieldProps<T, N, O>) {
  const { t } = useTranslation();
  const typed = length(useWatch({ control, name }));
  const words = (problem: ReasonProblem) => problemOf?.(problem) ?? t(`reasonField.${problem}`);
  return (
    <ContractTextField
      required
      multiline
      minRows={2}
      onKeyDown={sendOnEnter}
      slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH + 100 } }}
      {...field}
      control={control}
      name={name}
      label={label ?? t('reasonField.label')}
      help={`${help} (${typed}/${REASON_MAX_LENGTH})`}
      problemOf={(_name, error) => words(error.type === 'too_big' ? 'reasonTooLong' : 'reasonTooShort')}
      problemNow={(value) => (length(value) > REASON_MAX_LENGTH ? words('reasonTooLong') : null)}
    />
  );
}
