import { useEffect, useRef } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { SearchPickerProps } from './search-text';

/**
 * The picker's Autocomplete: its choices are what the server found as the member types, with
 * searching, none and failed states. `focused` takes the focus as it is drawn, the caret after
 * what was typed, when it replaces the plain field the member was typing in.
 */
export function SearchAutocomplete<T extends { id: number }>({
  search, value, onChange, found, texts, getOptionLabel, describe, getOptionDisabled, groupBy,
  label, helperText, error, required, autoFocus, readOnly, disabled, size, sx, focused = false,
}: SearchPickerProps<T> & { focused?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  // MUI resets an unfocused field's text to its value's as it is first drawn: here that text is what
  // the member typed in the plain field before this one replaced it, and it stays. (MUI's effect runs
  // before this component's own, which marks it drawn.)
  const drawn = useRef(false);
  useEffect(() => { drawn.current = true; }, []);
  useEffect(() => {
    const field = input.current;
    if (!focused || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [focused]);
  return (
    <Autocomplete<T>
      value={value}
      onChange={(_event, option) => onChange(option)}
      open={search.open}
      onOpen={() => search.setOpen(true)}
      onClose={() => search.setOpen(false)}
      inputValue={search.input}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset' && !drawn.current) return;
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
        <TextField {...params} inputRef={input} label={label} required={required} error={error} helperText={helperText} autoFocus={autoFocus} />
      )}
    />
  );
}
