import { useState, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
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
