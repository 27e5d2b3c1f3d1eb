import { words, type Words } from '@wallet/contracts';

/**
 * The deepest a body may nest objects and lists. A call's body is a few levels deep (an export's
 * filters are the deepest, at two); anything past this is a probe, refused before any code walks it.
 */
export const MAX_BODY_DEPTH = 64;

/** The refusal of a body nested past MAX_BODY_DEPTH, in the catalogue's words. */
export const tooDeepWords = (): Words => words('input.too_deep', { max: MAX_BODY_DEPTH });

/**
 * Whether `value` nests objects or lists more than `max` levels deep (a bare object is one level).
 * Measured with a stack of its own, never by recursion, so that no depth a caller sends can exhaust
 * the call stack; it stops at the first value past `max`. Bytes (an uploaded file) are one value.
 */
export function nestsDeeperThan(value: unknown, max: number = MAX_BODY_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object' || ArrayBuffer.isView(next.value)) continue;
    if (next.depth >= max) return true;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}
