/** Characters XML 1.0 cannot hold (C0 controls but tab, LF and CR; lone surrogates; U+FFFE/F), and the C1 controls it discourages. */
export const NOT_XML = /(?![\t\n\r])\p{Cc}|\p{Cs}|[\uFFFE\uFFFF]/u;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as XML character data or an attribute value: markup characters escaped. Text XML cannot
 * hold is refused rather than silently changed, since a regulatory file must say what was meant.
 */
export function escapeXml(text: string): string {
  if (NOT_XML.test(text)) throw new Error(`Text cannot be written to XML (it holds a control character): ${JSON.stringify(text)}`);
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
