import { sql, type SQL } from 'drizzle-orm';

/** CSV as spreadsheets read it: RFC 4180 quoting, CRLF lines, and no formula ever run. */

/** Written first, so that spreadsheet programs read the file as UTF-8 and show accents. */
export const UTF8_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return) gets a leading `'`. */
export const neutraliseFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** `neutraliseFormula` in SQL, for exports whose CSV the database writes (`csv.test.ts` checks they agree). */
export const neutraliseFormulaSql = (value: SQL) =>
  sql`case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else ${value} end`;

/** A field quoted when it holds a separator, a quote or a line break; for text the writer formatted itself (a number, a time). */
const csvQuoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** One CSV field of text people or other systems wrote: neutralised, then quoted. */
export const csvField = (value: unknown): string => csvQuoted(neutraliseFormula(String(value ?? '')));

/**
 * One line, its fields in the order given, ending in CRLF as RFC 4180 has it, or in LF where the
 * rest of a file comes from PostgreSQL's COPY, which writes LF.
 */
export const csvLine = (fields: readonly unknown[], end: '\r\n' | '\n' = '\r\n') => `${fields.map(csvField).join(',')}${end}`;

/**
 * Counts the records of a CSV stream chunk by chunk: line breaks outside quoted fields. Jumps
 * from quote to line break with `indexOf`, so a chunk costs about one scan.
 */
export class CsvRecordCounter {
  private quoted = false;

  count(chunk: Buffer): number {
    let records = 0;
    let at = 0;
    let nextQuote = chunk.indexOf(0x22);
    while (at < chunk.length) {
      if (nextQuote !== -1 && nextQuote < at) nextQuote = chunk.indexOf(0x22, at);
      if (this.quoted) {
        if (nextQuote === -1) break;
        this.quoted = false;
        at = nextQuote + 1;
        continue;
      }
      const nextBreak = chunk.indexOf(0x0a, at);
      if (nextBreak !== -1 && (nextQuote === -1 || nextBreak < nextQuote)) {
        records++;
        at = nextBreak + 1;
      } else if (nextQuote !== -1) {
        this.quoted = true;
        at = nextQuote + 1;
      } else break;
    }
    return records;
  }
}
