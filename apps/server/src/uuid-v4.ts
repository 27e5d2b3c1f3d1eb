/**
 * A version-4 UUID from 32 hex digits of the caller's own source (a seeded stream, a digest), so
 * ids that look like the DICT's or a Pix EVP key are reproducible: the version digit is set to 4
 * and the variant digit to 8, 9, a or b (RFC 9562), chosen by the digit already there.
 */
export function uuidV4From(hexDigits: string): string {
  const hex = hexDigits.slice(0, 32).split('');
  if (hex.length !== 32) throw new Error(`a UUID needs 32 hex digits, got ${hex.length}`);
  hex[12] = '4';
  hex[16] = '89ab'[Number.parseInt(hex[16]!, 16) % 4]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
