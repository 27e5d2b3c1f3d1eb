import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { monthReportFiles } from '../db/schema/index.js';
import { checkApix001 } from '../modules/reports/index.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { ok, reports } from '../test-support/reports.js';
import { seedDemoData } from './registry.js';
import { SeededRandom } from '../simulation/random.js';
import { demoReports } from './reports.js';

let t: TestApp;
let token: string;
const seed = () => seedDemoData(t.db, { seed: 4, now: t.clock.now(), sizes: { users: 6, merchants: 3, trades: 1_000 }, log: () => undefined });

beforeAll(async () => {
  t = await createTestApp();
  await seed();
  await t.addStaff('viewer', 'Operations');
  token = await t.signIn('viewer');
}, 60_000);
afterAll(() => t.close());

describe('report demo data', () => {
  it('files the months before last in different states and leaves last month to generate', async () => {
    const listed = (await ok(t, reports.list, {}, token)).list;
    expect(listed.map((r) => [r.month, r.status, r.version, r.replacement, r.receipt_file_name])).toEqual([
      ['2025-11', 'accepted', 1, false, 'STA-receipt-APIX001-2025-11.txt'],
      ['2025-10', 'rejected', 1, false, null],
      ['2025-09', 'accepted', 2, true, 'STA-receipt-APIX001-2025-09.txt'],
    ]);
    expect(listed[1]!.status_reason).toMatch(/Payout figures differ/);
    expect(listed.every((r) => r.protocol?.startsWith('STA-APIX001-'))).toBe(true);
    const log = (await ok(t, reports.operationLogs, { id: listed[2]!.id }, token)).list.map((e) => e.action);
    expect(log).toEqual(['upload_receipt', 'accept', 'submit', 'upload_replacement', 'reject', 'submit', 'generated', 'generate']);
  });

  it('writes files the schema takes, and loads them once however often it runs', async () => {
    const files = await t.db.select().from(monthReportFiles).where(isNotNull(monthReportFiles.version));
    expect(files).toHaveLength(4);
    for (const file of files) expect(await checkApix001(new TextDecoder().decode(file.content))).toMatchObject({ valid: true });
    const lines: string[] = [];
    await demoReports.run({ db: t.db, random: new SeededRandom(4), seed: 4, now: t.clock.now(), sizes: {}, institution: t.config.institution, log: (line) => lines.push(line) });
    expect(lines).toEqual(['reports: 0 APIX001 reports of the months before 2025-12']);
    expect((await ok(t, reports.list, {}, token)).list).toHaveLength(3);
  });
});
