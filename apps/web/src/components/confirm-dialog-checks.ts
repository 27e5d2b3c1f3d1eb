/** What a confirmation dialog's input may hold, and what it hands back. */
export type InputKind = 'text' | 'email' | 'url';
/** Each problem is also the key of its message under `validation.` in the translations. */
export type InputProblem = 'required' | 'invalidEmail' | 'invalidUrl';

// Deliberately loose: one @, no spaces, a dotted domain. The mail server is the real judge;
// this only catches what is plainly not an address.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Web addresses only: other schemes (javascript:, file:, mailto:) are never wanted here. */
export function isValidUrl(value: string): boolean {
  // `new URL` quietly repairs "http:/x" and encodes spaces, so ask for the scheme's slashes
  // and refuse whitespace before trusting the parser.
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Surrounding spaces in an address are a slip of the keyboard (often from pasting), not data. */
export function submittedValue(value: string, kind: InputKind): string {
  return kind === 'text' ? value : value.trim();
}

export function checkInput(value: string, { kind, required = false }: { kind: InputKind; required?: boolean }): InputProblem | null {
  const submitted = submittedValue(value, kind);
  if (submitted.trim() === '') return required ? 'required' : null;
  if (kind === 'email' && !isValidEmail(submitted)) return 'invalidEmail';
  if (kind === 'url' && !isValidUrl(submitted)) return 'invalidUrl';
  return null;
}
