import { z } from '@wallet/contracts';

/**
 * A record picked in a search field (an account, an owner): the form keeps the record, whose id
 * the body sends; none picked is refused, with `required` as the issue's message, without
 * stopping the form's other checks.
 */
export function chosen<T>() {
  return z.pipe(z.custom<T | null>(), z.transform((picked: T | null, payload) => {
    if (picked !== null) return picked;
    payload.issues.push({ code: 'custom', message: 'required', input: picked, continue: true });
    return z.NEVER;
  }));
}
