import { useState, type ReactNode } from 'react';
import { Autocomplete, Box, TextField, Typography, type SxProps, type Theme } from '@mui/material';
import { useSettled } from './useSettled';

/** What the member typed, once typing pauses, and whether the choices are open; feeds the search. */
export function useSearchText() {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  return { text: useSettled(typed.trim()), open, setOpen, input, setInput, setTyped };
}

type SearchText = ReturnType<typeof useSearchText>;

export interface SearchPickerProps<T extends { id: number }> {
  search: SearchText;
  value: T | null;
  onChange: (option: T | null) => void;
  /** What the server found for `search.text`. */
  found: { options: T[]; loading: boolean; failed: boolean };
  texts: { loading: string; none: string; failed: string };
  getOptionLabel: (option: T) => string;
  /** The two lines of an option: what it is, and the facts to choose by. */
  describe: (option: T) => { title: ReactNode; detail: ReactNode; detailColor?: string };
  getOptionDisabled?: (option: T) => boolean;
  groupBy?: (option: T) => string;
  label: string;
  helperText?: string | undefined;
  error?: boolean;
  required?: boolean;
  autoFocus?: boolean | undefined;
  readOnly?: boolean;
  disabled?: boolean | undefined;
  size?: 'small' | 'medium' | undefined;
  sx?: SxProps<Theme> | undefined;
}

/** An Autocomplete whose choices the server finds as the member types: searching, none and failed states. */
export function SearchPicker<T extends { id: number }>({
  search, value, onChange, found, texts, getOptionLabel, describe, getOptionDisabled, groupBy,
  label, helperText, error, required, autoFocus, readOnly, disabled, size, sx,
}: SearchPickerProps<T>) {
  return (
    <Autocomplete<T>
      value={value}
      onChange={(_event, option) => onChange(option)}
      open={search.open}
      onOpen={() => search.setOpen(true)}
      onClose={() => search.setOpen(false)}
      inputValue={search.input}
      onInputChange={(_event, text, reason) => {
        search.setInput(text);
        // Choosing an option writes its label into the field: that is not something to search for.
        if (reason === 'input' || reason === 'clear') search.setTyped(text);
      }}
      options={found.options}
      // The server has filtered already.
      filterOptions={(options) => options}
      groupBy={groupBy}
      getOptionLabel={getOptionLabel}
      getOptionKey={(option) => option.id}
      getOptionDisabled={getOptionDisabled}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={found.loading}
      loadingText={texts.loading}
      noOptionsText={found.failed ? texts.failed : texts.none}
      readOnly={readOnly}
      disabled={disabled}
      size={size}
      sx={sx}
      renderOption={({ key, ...props }, option) => {
        const { title, detail, detailColor = 'text.secondary' } = describe(option);
        return (
          <Box component="li" key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography variant="caption" color={detailColor}>{detail}</Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} autoFocus={autoFocus} />
      )}
    />
  );
}
