import type { FieldError } from 'react-hook-form';
import type { Say } from '../../i18n/word-key';

/** Problems the form words itself; a contract's own English words are kept for English only. */
const WORDED = ['too_small', 'too_big', 'invalid_format', 'invalid_type', 'server'] as const;

/**
 * A field's problem in the member's language. In English the contract's schema says it best (its
 * words are the server's); in other languages the form words the kind of problem, so no English sentence shows inside a translated screen.
 */
export function problemText(t: Say, error: FieldError, language: string): string {
  if (error.type === 'server' || language === 'en') return error.message ?? t('form.problems.invalid');
  const kind = (WORDED as readonly string[]).includes(error.type) ? (error.type as (typeof WORDED)[number]) : 'invalid';
  return t(`form.problems.${kind}`);
}
