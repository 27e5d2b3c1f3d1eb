import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { readLimitAmount } from './limit-change';
import './messages';

export interface LimitAmountFieldProps {
  /** What was typed, in reais; the form reads it with `readLimitAmount`. */
  value: string;
  onChange: (value: string) => void;
  /** The form tried to send: show any problem now. */
  checked: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A new limit typed in reais, checked as the server will check it before anything is sent. */
export function LimitAmountField({ value, onChange, checked, disabled, autoFocus }: LimitAmountFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const { problem } = readLimitAmount(value);
  // Half-typed text ("10,") waits for the member to leave the field; a minus sign is said at once.
  const shown = problem !== null && (checked || left || problem === 'negative') ? problem : null;
  return (
    <TextField
      fullWidth
      required
      label={t('pix.limitDialog.amount')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setLeft(true)}
      error={shown !== null}
      helperText={t(shown ? `pix.limitDialog.amountErrors.${shown}` : 'pix.limitDialog.amountHelp')}
      disabled={disabled}
      autoFocus={autoFocus}
      autoComplete="off"
      placeholder="0,00"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', spellCheck: false },
      }}
    />
  );
}
