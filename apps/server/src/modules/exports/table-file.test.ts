import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { z } from '@wallet/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { Amount, Instant } from '@wallet/contracts';
import { parseCsv } from '../../test-support/csv-reader.js';
import { columnsOf } from './columns.js';
import { decimalReais, openTableFile } from './table-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-table-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const Row = z.object({
  id: z.int(),
  document: z.string(),
  amount: Amount,
  at: z.nullable(Instant),
  day: z.iso.date(),
  payer: z.object({ name: z.string(), branch: z.string() }),
  tags: z.array(z.string()),
  history: z.array(z.object({ at: Instant })),
  ok: z.boolean(),
});
const columns = columnsOf(Row);
const rows = [
  { id: 1, document: '01234567890', amount: -1234, at: '2025-03-10T02:30:00.000Z', day: '2025-03-09', payer: { name: '=cmd()', branch: '0001' }, tags: ['a', 'b'], history: [], ok: true },
  { id: 2, document: '00000000191', amount: 5, at: null, day: '2025-03-10', payer: { name: 'Zé, "o" Silva', branch: '0002' }, tags: [], history: [], ok: false },
  { id: 3, document: '11144477735', amount: 100_000, at: '2025-03-10T12:00:00.000Z', day: '2025-03-11', payer: { name: 'Ana', branch: '0003' }, tags: [], history: [], ok: true },
];

async function written(format: 'csv' | 'xlsx', rowsPerSheet?: number) {
  const file = path.join(dir, `table-${format}-${rowsPerSheet ?? 'all'}`);
  const table = openTableFile(format, { path: file, columns, timeZone: 'America/Sao_Paulo', ...(rowsPerSheet && { rowsPerSheet }) });
  await table.add(rows.slice(0, 2));
  await table.add(rows.slice(2));
  await table.finish();
  expect(table.bytes).toBe(fs.statSync(file).size);
  return file;
}

describe('export columns', () => {
  it('come from the row schema: nested fields by path, plain lists as one column, deeper lists left out', () => {
    expect(columns.map((column) => [column.path.join('.'), column.kind])).toEqual([
      ['id', 'number'], ['document', 'text'], ['amount', 'money'], ['at', 'instant'], ['day', 'day'],
      ['payer.name', 'text'], ['payer.branch', 'text'], ['tags', 'texts'], ['ok', 'boolean'],
    ]);
  });

  it('write money as decimal reais, whatever its sign', () => {
    expect([decimalReais(0), decimalReais(5), decimalReais(-1234), decimalReais(100_000)]).toEqual(['0.00', '0.05', '-12.34', '1000.00']);
  });
});

describe('a CSV table', () => {
  it('writes a BOM, a header naming the zone and the currency, wall-clock times and neutralised text', async () => {
    const text = fs.readFileSync(await written('csv'), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, first, second] = parseCsv(text.slice(1));
    expect(header).toEqual(['id', 'document', 'amount_brl', 'at (America/Sao_Paulo)', 'day', 'payer.name', 'payer.branch', 'tags', 'ok']);
    expect(first).toEqual(['1', '01234567890', '-12.34', '2025-03-09 23:30:00', '2025-03-09', "'=cmd()", '0001', 'a; b', 'true']);
    expect(second).toEqual(['2', '00000000191', '0.05', '', '2025-03-10', 'Zé, "o" Silva', '0002', '', 'false']);
  });
});

describe('an XLSX table', () => {
  it('types its cells: money as reais with a BRL format, times as dates, documents as text', async () => {
    const workbook = await new ExcelJS.Workbook().xlsx.readFile(await written('xlsx'));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Export');
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('01234567890');
    expect(row.getCell(3)).toMatchObject({ value: -12.34, type: ExcelJS.ValueType.Number });
    expect(row.getCell(3).numFmt).toContain('"R$"');
    expect((row.getCell(4).value as Date).toISOString()).toBe('2025-03-09T23:30:00.000Z');
    expect((row.getCell(5).value as Date).toISOString()).toBe('2025-03-09T00:00:00.000Z');
    expect(row.getCell(6).value).toBe("'=cmd()");
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(9).value).toBe(true);
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
  });

  it('goes on to a new sheet, with its own header, when one is full', async () => {
    const workbook = await new ExcelJS.Workbook().xlsx.readFile(await written('xlsx', 2));
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([['Export', 3], ['Export 2', 2]]);
    expect(workbook.worksheets[1]!.getRow(1).getCell(1).value).toBe('id');
    expect(workbook.worksheets[1]!.getRow(2).getCell(1).value).toBe(3);
  });
});
