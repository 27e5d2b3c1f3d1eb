/**
 * PostgreSQL text cannot hold the NUL character, so a body carrying one would fail deep in a
 * query. Answers the path of the first string that holds one, or undefined.
 */
export function fieldWithNulCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  // Bytes (an uploaded file) are no text, and may be megabytes long.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')].join('.');
    const found = fieldWithNulCharacter(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
