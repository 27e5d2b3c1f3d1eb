import { Button, InputAdornment, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { copyToClipboard } from '../notify/toast';

export interface OneTimeSecretFieldProps {
  label: string;
  secret: string;
  /** The copy button's visible text and its accessible name. */
  copyText: string;
  copyLabel: string;
}

/** A secret shown once (a temporary password): read-only, monospace, selected on focus, with a copy button. */
export function OneTimeSecretField({ label, secret, copyText, copyLabel }: OneTimeSecretFieldProps) {
  return (
    <TextField
      fullWidth
      label={label}
      value={secret}
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, spellCheck: false, autoComplete: 'off', style: { fontFamily: 'monospace', fontSize: '1.15rem', letterSpacing: '0.05em' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" startIcon={<ContentCopyIcon fontSize="small" />} aria-label={copyLabel} onClick={() => void copyToClipboard(secret)}>
                {copyText}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
