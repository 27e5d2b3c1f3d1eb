import { useState } from 'react';
import { TextField } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import './messages';

/** The contract's rule for report details and analysis details: 3 to 2000 characters, trimmed. */
const DETAILS = regulatory.infractions.create.body.shape.details;
const DETAILS_MIN = DETAILS._zod.bag.minimum ?? 3;
const DETAILS_MAX = DETAILS._zod.bag.maximum ?? 2000;

export type DetailsProblem = 'tooShort' | 'tooLong';

/** What is wrong with details as typed, or null when they can be sent. */
export function detailsProblem(text: string): DetailsProblem | null {
  const length = text.trim().length;
  return length < DETAILS_MIN ? 'tooShort' : length > DETAILS_MAX ? 'tooLong' : null;
}

export interface DetailsFieldProps {
  label: string;
  /** What the text is for, shown under the field with a character counter. */
  help: string;
  value: string;
  onChange: (value: string) => void;
  /** The form tried to send: show any problem now. */
  checked: boolean;
  disabled?: boolean;
}

/** Free text for the DICT with a counter of the characters left; a problem shows once the field is left or the form is sent. */
export function DetailsField({ label, help, value, onChange, checked, disabled }: DetailsFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const problem = detailsProblem(value);
  const shown = problem !== null && (checked || left || problem === 'tooLong') ? problem : null;
  return (
    <TextField
      fullWidth
      required
      multiline
      minRows={3}
      maxRows={10}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setLeft(true)}
      error={shown !== null}
      helperText={`${shown ? t(`infractions.details.${shown}`, { min: DETAILS_MIN, max: DETAILS_MAX }) : help} (${value.trim().length}/${DETAILS_MAX})`}
      disabled={disabled}
      slotProps={{ htmlInput: { maxLength: DETAILS_MAX + 100 } }}
    />
  );
}
