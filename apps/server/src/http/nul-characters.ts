/** A value met on the walk: the key it sits under (none for the body) and where its parent sits. */
interface Place {
  value: unknown;
  key: string | undefined;
  parent: Place | undefined;
}

/** The dotted path of a place (`filters.keyword`, a NUL written `\0`), or `body` for the body itself. */
function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(at.key.replaceAll('\u0000', '\\0'));
  return keys.reverse().join('.') || 'body';
}

/**
 * PostgreSQL text cannot hold the NUL character, so a body carrying one would fail deep in a
 * query. Answers the path of the first key or string that holds one, in the body's order, or
 * undefined. Walked with a stack of its own, never by recursion, so that no depth a caller sends
 * can exhaust the call stack.
 */
export function fieldWithNulCharacter(body: unknown): string | undefined {
  const pending: Place[] = [{ value: body, key: undefined, parent: undefined }];
  for (let place = pending.pop(); place !== undefined; place = pending.pop()) {
    const { value, key } = place;
    if (key?.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) return pathOf(place);
    // Bytes (an uploaded file) are no text, and may be megabytes long.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    // Last first: the stack gives the first entry back first, and all that it holds before the next.
    for (const [childKey, child] of Object.entries(value).reverse()) pending.push({ value: child, key: childKey, parent: place });
  }
  return undefined;
}
