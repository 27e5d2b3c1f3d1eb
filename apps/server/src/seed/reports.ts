import type { Institution } from '../config.js';
import type { Database } from '../db/client.js';
import { monthReports } from '../db/schema/index.js';
import type { StaGateway } from '../integrations/sta/gateway.js';
import { SimulatedSta } from '../integrations/sta/simulator.js';
import { uploadReportFile, addMonths, calendarMonth, logOperation, SYSTEM_ACTOR, decideReport, submitReport, buildApix001, builtNote, generatedFileName, storeNewVersion, XML_CONTENT_TYPE } from '../modules/reports/index.js';
import type { SeedGenerator } from './generator.js';

type Story = 'accepted' | 'rejected' | 'replaced';

const compliance = { username: 'compliance' };
/** A time of the month after the report's, `day` and `hour` in UTC: when its filing happened. */
const filingTime = (month: string, day: number, hour: number) => new Date(`${addMonths(month, 1)}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`);

/**
 * APIX reports of the months before last, each told through the product's own calls (generated
 * by the job's code, so their XML passes the schema): two months ago accepted with its receipt,
 * three months ago rejected, four months ago accepted after a replacement. Last month is left for
 * someone to generate.
 */
export const demoReports: SeedGenerator = {
  name: 'reports',
  async run({ db, now, sizes, log, institution }) {
    if (sizes.reports === 0) return;
    const lastMonth = addMonths(calendarMonth(now), -1);
    const stories: [number, Story][] = [[1, 'accepted'], [2, 'rejected'], [3, 'replaced']];
    // The header names the institution the server is configured for, as the job's files do.
    const filing: Filing = { institution, sta: new SimulatedSta() };
    let told = 0;
    for (const [before, story] of stories) {
      if (await tell(db, filing, addMonths(lastMonth, -before), story)) told++;
    }
    log(`reports: ${told} APIX001 reports of the months before ${lastMonth}`);
  },
};

interface Filing {
  institution: Institution;
  sta: StaGateway;
}

async function tell(db: Database, { institution, sta }: Filing, month: string, story: Story): Promise<boolean> {
  const generatedAt = filingTime(month, 2, 12);
  const [report] = await db.insert(monthReports).values({ month, report_type: 'APIX001', created_at: generatedAt, updated_at: generatedAt })
    .onConflictDoNothing().returning();
  if (!report) return false;
  await logOperation(db, { reportId: report.id, action: 'generate', version: null, actor: compliance.username, details: 'Demo data', at: generatedAt });
  const { xml, figures } = await buildApix001(db, { month, now: generatedAt, institution });
  const content = new TextEncoder().encode(xml);
  const version = await storeNewVersion(db, report, 'generated', {
    fileName: generatedFileName(report, 1), contentType: XML_CONTENT_TYPE, content, actor: SYSTEM_ACTOR, now: generatedAt,
  });
  await logOperation(db, { reportId: report.id, action: 'generated', version, actor: SYSTEM_ACTOR, details: builtNote(figures, content.byteLength), at: generatedAt });
  await submitReport(db, sta, { id: report.id, member: compliance, now: filingTime(month, 2, 15) });
  if (story === 'rejected' || story === 'replaced') {
    const reason = 'Payout figures differ from the SPI settlement records; send a corrected file';
    await decideReport(db, { id: report.id, status: 'rejected', reason, member: compliance, now: filingTime(month, 4, 14) });
  }
  if (story === 'replaced') {
    const file = { file_name: `APIX001-${month}-corrected.xml`, content_type: XML_CONTENT_TYPE, content };
    await uploadReportFile(db, { id: report.id, kind: 'replacement', file, institution, member: compliance, now: filingTime(month, 5, 13) });
    await submitReport(db, sta, { id: report.id, member: compliance, now: filingTime(month, 5, 14) });
  }
  if (story === 'accepted' || story === 'replaced') {
    const acceptedAt = filingTime(month, 8, 14);
    await decideReport(db, { id: report.id, status: 'accepted', reason: 'Processed by the STA without remarks', member: compliance, now: acceptedAt });
    const receipt = new TextEncoder().encode(`Banco Central do Brasil - STA\nAPIX001 ${month} received and processed.\n`);
    const file = { file_name: `STA-receipt-APIX001-${month}.txt`, content_type: 'text/plain', content: receipt };
    await uploadReportFile(db, { id: report.id, kind: 'receipt', file, institution, member: compliance, now: acceptedAt });
  }
  return true;
}
