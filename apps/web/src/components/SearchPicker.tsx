import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { lazyNamed } from './lazy-named';
import type { SearchAutocomplete as Drawn } from './SearchAutocomplete';
import type { SearchPickerProps } from './search-text';

// MUI's Autocomplete is most of a picker's code (with Popper.js, 17 KB gzip): it loads when a member
// first points at, focuses or types in the field, which a plain text field stands in for until
// then. The focus a screen gives its first field as it opens (`autoFocus`) is not the member
// reaching for it: a page that opens on a picker loads the Autocomplete at the first key or press.
// (Typed as the component itself: a lazy component drops its type parameter.)
const SearchAutocomplete = lazyNamed(() => import('./SearchAutocomplete'), 'SearchAutocomplete') as typeof Drawn;

/**
 * A field that finds its choices on the server as the member types (an Autocomplete). Until the
 * member reaches for it, and while the Autocomplete's code comes, it is a plain text field with the
 * same label, text and help: what is typed there is the search, and the choices open as the
 * Autocomplete opens them (typing, a press on the field, an arrow key).
 */
export function SearchPicker<T extends { id: number }>(props: SearchPickerProps<T>) {
  const { search, value, getOptionLabel, label, helperText, error, required, autoFocus, readOnly, disabled, size, sx } = props;
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  // False while the field is first drawn, when `autoFocus` focuses it; true from its first effect on.
  const drawn = useRef(false);
  useEffect(() => { drawn.current = true; }, []);
  // In a transition: the plain field stays, focused and typed in, until the Autocomplete's code is
  // in and it takes the field's place (a key pressed while the field was swapped would be lost).
  const want = () => startTransition(() => setWanted(true));
  const plain = (
    <TextField
      label={label} helperText={helperText} error={error} required={required} autoFocus={autoFocus} disabled={disabled} size={size} sx={sx}
      value={value && search.input === '' ? getOptionLabel(value) : search.input}
      // Named as the Autocomplete's input is: a combobox, its choices not open yet.
      slotProps={{ htmlInput: { readOnly, autoComplete: 'off', role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' } }}
      onPointerEnter={want}
      onFocus={() => { if (drawn.current) want(); setFocused(true); }}
      // What opens the Autocomplete's choices opens them here too: a press on the field, an arrow key.
      onMouseDown={() => { want(); search.setOpen(true); }}
      onKeyDown={(event) => {
        want();
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') search.setOpen(true);
      }}
      onBlur={() => setFocused(false)}
      onChange={(event) => {
        want();
        search.setInput(event.target.value);
        search.setTyped(event.target.value);
        search.setOpen(true);
      }}
    />
  );
  // One boundary from the first paint, so that the transition keeps the plain field on screen.
  return (
    <Suspense fallback={plain}>
      {wanted ? <SearchAutocomplete {...props} focused={focused} /> : plain}
    </Suspense>
  );
}
