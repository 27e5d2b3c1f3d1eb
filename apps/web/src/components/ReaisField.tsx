import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';

/** What makes a text field one for reais: "R$" before it, a decimal keyboard, no spelling. */
export const REAIS_INPUT = {
  autoComplete: 'off',
  placeholder: '0,00',
  slotProps: {
    input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
    htmlInput: { inputMode: 'decimal', spellCheck: false },
  },
} as const;

export interface ReaisFieldProps<P extends string> {
  label: string;
  /** What was typed, in reais. */
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the text as the server would check it, or null. */
  problem: P | null;
  /** Say the problem at once; otherwise half-typed text ("10,") waits for the member to leave the field. */
  urgent: boolean;
  /** The form tried to send: show any problem now. */
  checked: boolean;
  /** The text under the field: the problem shown, or help when none is. */
  describe: (shown: P | null) => string;
  disabled?: boolean | undefined;
  autoFocus?: boolean | undefined;
  /** A form's amount is required (the default); a filter's may be left empty. */
  required?: boolean;
  /** A fixed width, as a filter bar lays its fields out; otherwise the field fills its row. */
  width?: number;
  size?: 'small' | 'medium';
}

/** An amount typed in reais, "R$ 1.234,56", with its problem said under it. */
export function ReaisField<P extends string>({
  label, value, onChange, problem, urgent, checked, describe, disabled, autoFocus, required = true, width, size,
}: ReaisFieldProps<P>) {
  const [left, setLeft] = useState(false);
  const shown = problem !== null && (checked || left || urgent) ? problem : null;
  return (
    <TextField
      fullWidth={width === undefined}
      required={required}
      size={size}
      sx={width === undefined ? undefined : { width }}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setLeft(true)}
      error={shown !== null}
      helperText={describe(shown)}
      disabled={disabled}
      autoFocus={autoFocus}
      {...REAIS_INPUT}
    />
  );
}
