import { useId, type ReactNode } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, type RadioProps } from '@mui/material';

interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  color?: RadioProps['color'];
}

export interface ChoiceFieldProps<T extends string> {
  label: string;
  /** The choice made; empty while none is. */
  value: T | '';
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
  disabled?: boolean;
  required?: boolean;
  /** The choices side by side instead of one under another. */
  row?: boolean;
  /** What is wrong with the choice (none made), said under it. */
  problem?: string | null;
}

/** One choice among a few, as radio buttons named by their label. */
export function ChoiceField<T extends string>({ label, value, onChange, choices, disabled, required, row, problem }: ChoiceFieldProps<T>) {
  const labelId = useId();
  return (
    <FormControl disabled={disabled} required={required} error={Boolean(problem)}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row={row} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio color={choice.color} />} label={choice.label} />
        ))}
      </RadioGroup>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}
