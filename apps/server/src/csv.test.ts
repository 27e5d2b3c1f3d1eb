import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { rowsOf } from './test-support/database.js';
import { csvField, csvLine, CsvRecordCounter, neutraliseFormula, neutraliseFormulaSql } from './csv.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

const csvText = fc.string({ unit: fc.constantFrom('a', 'Z', 'é', ' ', ',', '"', '\r', '\n', '\t', '=', '+', '-', '@', "'", '1') });

describe('CSV fields', () => {
  it.each([
    ['plain', 'plain'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+55 11', "'+55 11"],
    ['-12', "'-12"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ['\rstart', '"\'\rstart"'],
    ['', ''],
  ])('%j is written %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes null and undefined as empty fields and ends a line in CRLF', () => {
    expect(csvLine([null, undefined, 'x', 5])).toBe(',,x,5\r\n');
  });

  it('neutralises formulas the same way in SQL as in TypeScript, for any string', async () => {
    await fc.assert(fc.asyncProperty(fc.array(csvText, { minLength: 1, maxLength: 40 }), async (values) => {
      const params = sql.join(values.map((v, i) => sql`(${sql.raw(String(i))}, ${v}::text)`), sql`, `);
      const rows = await rowsOf<{ text: string }>(database.db, sql`select ${neutraliseFormulaSql(sql`v.value`)} as text from (values ${params}) as v(n, value) order by v.n`);
      expect(rows.map((r) => r.text)).toEqual(values.map(neutraliseFormula));
    }), { numRuns: 60 });
  });

  it('counts the records of any CSV text, however it is cut into chunks', () => {
    fc.assert(fc.property(fc.array(fc.array(csvText, { minLength: 1, maxLength: 5 }), { maxLength: 20 }), fc.array(fc.nat(), { maxLength: 6 }), (records, cuts) => {
      const bytes = Buffer.from(records.map((record) => csvLine(record)).join(''));
      const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
      const counter = new CsvRecordCounter();
      let counted = 0;
      let from = 0;
      for (const to of [...points, bytes.length]) {
        counted += counter.count(bytes.subarray(from, to));
        from = to;
      }
      expect(counted).toBe(records.length);
    }));
  });
});
