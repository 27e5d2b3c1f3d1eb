import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../format/money';
import { readAmount } from './amount';
import './messages';

export interface AmountFieldProps {
  label: string;
  /** What was typed, in reais; the form reads it with `readAmount`. */
  value: string;
  onChange: (value: string) => void;
  /** The most that may be sent, in centavos. */
  max?: number;
  /** What the most is ("Available"), shown with its amount under the field. */
  maxLabel?: string;
  /** The form tried to send: show any problem now. */
  checked: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** An amount typed in reais, checked as the server will check it before anything is sent. */
export function AmountField({ label, value, onChange, max, maxLabel, checked, disabled, autoFocus }: AmountFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const { problem } = readAmount(value, max);
  // Half-typed text ("10,") waits for the member to leave the field; too much is said at once.
  const shown = problem !== null && (checked || left || problem === 'aboveMax') ? problem : null;
  const maxText = max !== undefined ? formatCentavos(max) : '';
  const help = max !== undefined && maxLabel ? `${maxLabel}: ${maxText}` : t('funds.amount.help');
  return (
    <TextField
      fullWidth
      required
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setLeft(true)}
      error={shown !== null}
      helperText={shown ? t(`funds.amount.${shown}`, { max: maxText }) : help}
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
