import { useState, type KeyboardEvent } from 'react';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { reasonProblem, REASON_MAX_LENGTH, type ReasonProblem } from './reason';
import './reason-messages';

export interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What the reason is kept for, shown under the field with a counter. */
  help: string;
  /** The form tried to send: show any problem now. */
  checked: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The dialog's own words for what is wrong with the reason; without it, the reason field's. */
  problemOf?: (problem: ReasonProblem) => string;
}

/** Whether a reason can be sent: the contract's Reason rule (3 to 500 characters, trimmed). */
export const reasonIsValid = (reason: string) => reasonProblem(reason) === null;

/** Why money is moved, a key deleted or a limit changed. Enter sends the form it is in; Shift+Enter starts a new line. */
export function ReasonField({ value, onChange, help, checked, disabled, autoFocus, problemOf }: ReasonFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const problem = reasonProblem(value);
  const shown = problem !== null && (checked || left || value.trim().length > REASON_MAX_LENGTH) ? problem : null;
  const sendOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    (event.target as HTMLElement).closest('form')?.requestSubmit();
  };
  return (
    <TextField
      fullWidth
      required
      multiline
      minRows={2}
      label={t('reasonField.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setLeft(true)}
      onKeyDown={sendOnEnter}
      error={shown !== null}
      helperText={shown ? (problemOf?.(shown) ?? t(`reasonField.${shown}`)) : `${help} (${value.trim().length}/${REASON_MAX_LENGTH})`}
      disabled={disabled}
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH + 100 } }}
    />
  );
}
