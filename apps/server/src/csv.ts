/** CSV as spreadsheets read it: RFC 4180 quoting, CRLF lines, and no formula ever run. */

/** Written first, so that spreadsheet programs read the file as UTF-8 and show accents. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break, and with a leading
 * `'` when a spreadsheet would read it as a formula (`=`, `+`, `-`, `@`, tab, carriage return).
 */
export function csvField(value: unknown): string {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, its fields in the order given, ending in CRLF. */
export const csvLine = (fields: readonly unknown[]) => `${fields.map(csvField).join(',')}\r\n`;
