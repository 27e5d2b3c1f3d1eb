import fs from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { trades } from '@wallet/contracts';
import { csvField, csvLine, neutraliseFormula, UTF8_BOM } from '../../csv.js';
import { wallClock } from '../../wall-clock.js';
import { columnName, valueAt, type ExportColumn } from './columns.js';

/** A file being written row by row; nothing of it is kept in memory past the rows handed in. */
export interface TableFile {
  add(rows: readonly unknown[]): Promise<void>;
  /** Bytes written so far (an XLSX file says only once finished). */
  readonly bytes: number;
  finish(): Promise<void>;
  /** Stops writing; the caller deletes the file. */
  abort(): void;
}

interface TableOptions {
  path: string;
  columns: readonly ExportColumn[];
  /** The zone times are written in; the header names it. */
  timeZone: string;
  /** Rows an XLSX sheet takes before the next begins; all a sheet can hold unless a test says less. */
  rowsPerSheet?: number;
}

/** `-1234` centavos as `-12.34`: the decimal reais a spreadsheet or a program reads back exactly. */
export function decimalReais(centavos: number): string {
  const whole = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** The header of a column: money says its currency, a time its zone (`created_at (America/Sao_Paulo)`). */
function headerOf(column: ExportColumn, timeZone: string): string {
  const name = columnName(column);
  if (column.kind === 'money') return `${name}_brl`;
  return column.kind === 'instant' ? `${name} (${timeZone})` : name;
}

export const openTableFile = (format: trades.ExportFormat, options: TableOptions): TableFile =>
  format === 'xlsx' ? new XlsxTable(options) : new CsvTable(options);

/** RFC 4180 in UTF-8 with its BOM; text neutralised against formulas (csv.ts). */
class CsvTable implements TableFile {
  bytes = 0;
  private readonly file: fs.WriteStream;
  private readonly started: Promise<void>;

  constructor(private readonly options: TableOptions) {
    this.file = fs.createWriteStream(options.path);
    this.started = this.write(UTF8_BOM + csvLine(options.columns.map((column) => headerOf(column, options.timeZone))));
  }

  async add(rows: readonly unknown[]) {
    await this.started;
    const line = (row: unknown) => `${this.options.columns.map((column) => this.field(column, valueAt(row, column))).join(',')}\r\n`;
    await this.write(rows.map(line).join(''));
  }

  async finish() {
    await this.started;
    this.file.end();
    await once(this.file, 'finish');
  }

  abort() {
    this.file.destroy();
  }

  /** Text from people or other systems is neutralised against formulas; what the writer formats itself (`-12.34`) is not. */
  private field(column: ExportColumn, value: unknown): string {
    if (value === null) return '';
    switch (column.kind) {
      case 'money': return decimalReais(value as number);
      case 'instant': return wallClock(new Date(value as string), this.options.timeZone);
      case 'day': case 'number': case 'boolean': return String(value);
      case 'texts': return csvField((value as unknown[]).join('; '));
      default: return csvField(value);
    }
  }

  private async write(text: string) {
    this.bytes += Buffer.byteLength(text);
    if (!this.file.write(text)) await once(this.file, 'drain');
  }
}

/** Excel's number formats: reais with the real's sign, and times as the clock of the file's zone showed them. */
const NUMBER_FORMATS: Partial<Record<ExportColumn['kind'], string>> = {
  money: '"R$" #,##0.00;-"R$" #,##0.00',
  instant: 'yyyy-mm-dd hh:mm:ss',
  day: 'yyyy-mm-dd',
};

/** A sheet holds 1 048 576 rows, its header one of them; the rows past that go on to the next sheet. */
const ROWS_PER_SHEET = 1_048_575;

/**
 * Sheets streamed by exceljs's WorkbookWriter: each row is committed as it is added, strings
 * written inline (no shared-string table growing with the file). Cells are typed: money a number
 * in reais, times and days dates, documents and ids text, so leading zeros survive.
 */
class XlsxTable implements TableFile {
  bytes = 0;
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet;
  private rowsOnSheet = 0;
  private sheets = 0;

  constructor(private readonly options: TableOptions) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: options.path, useStyles: true, useSharedStrings: false });
    this.sheet = this.addSheet();
  }

  async add(rows: readonly unknown[]) {
    for (const row of rows) {
      if (this.rowsOnSheet === (this.options.rowsPerSheet ?? ROWS_PER_SHEET)) {
        this.sheet.commit();
        this.sheet = this.addSheet();
      }
      this.sheet.addRow(this.options.columns.map((column) => this.cell(column, valueAt(row, column)))).commit();
      this.rowsOnSheet++;
    }
  }

  async finish() {
    this.sheet.commit();
    await this.workbook.commit();
    this.bytes = fs.statSync(this.options.path).size;
  }

  abort() {
    // The writer has no way to stop; its unfinished file is deleted by the caller.
  }

  /** A sheet with the header row, frozen in place: `Export`, then `Export 2` and on when a sheet is full. */
  private addSheet(): ExcelJS.Worksheet {
    this.sheets++;
    const sheet = this.workbook.addWorksheet(this.sheets === 1 ? 'Export' : `Export ${this.sheets}`, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = this.options.columns.map((column) => {
      const header = headerOf(column, this.options.timeZone);
      const numFmt = NUMBER_FORMATS[column.kind];
      return { header, key: columnName(column), width: Math.min(40, Math.max(12, header.length + 2)), ...(numFmt && { style: { numFmt } }) };
    });
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    this.rowsOnSheet = 0;
    return sheet;
  }

  private cell(column: ExportColumn, value: unknown): ExcelJS.CellValue {
    if (value === null) return null;
    switch (column.kind) {
      case 'money': return (value as number) / 100;
      case 'instant': return asSheetTime(wallClock(new Date(value as string), this.options.timeZone));
      case 'day': return new Date(`${value as string}T00:00:00Z`);
      case 'number': case 'boolean': return value as number | boolean;
      // Typed as strings, text never runs as a formula here; the apostrophe keeps it so in a file re-saved as CSV.
      case 'texts': return neutraliseFormula((value as unknown[]).join('; '));
      default: return neutraliseFormula(String(value));
    }
  }
}

/** A sheet's times have no zone: the wall-clock time is written as if it were UTC, which is how Excel shows a Date. */
const asSheetTime = (wall: string) => new Date(`${wall.replace(' ', 'T')}Z`);
