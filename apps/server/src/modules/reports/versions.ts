import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { note } from '@wallet/contracts';
import type { Institution } from '../../config.js';
import type { Database } from '../../db/client.js';
import { monthReportFiles, monthReports } from '../../db/schema/index.js';
import { checkApix001 } from './apix001-schema.js';
import { renderApix001, type MonthFigures } from './apix001-xml.js';
import { monthFigures } from './figures.js';
import type { ReportRow } from './queries.js';

export const XML_CONTENT_TYPE = 'application/xml';

type FileKind = typeof monthReportFiles.$inferInsert.kind;

export interface StoredFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
  actor: string;
  now: Date;
}

/**
 * The APIX001 file of a month from its trades. It is checked against the schema before anybody
 * sees it: a file the schema refuses is a bug here, and must not reach the central bank.
 */
export async function buildApix001(db: Database, input: { month: string; now: Date; institution: Institution }): Promise<{ xml: string; figures: MonthFigures }> {
  const figures = await monthFigures(db, input.month);
  const xml = renderApix001({ month: input.month, generatedAt: input.now, institution: input.institution, figures });
  const check = await checkApix001(xml);
  if (!check.valid) throw new Error(`The generated file does not pass the APIX001 schema: ${check.problems.join('; ')}`);
  return { xml, figures };
}

/** The operation log's note of a generated file: the Pix the month's figures count, and its size. */
export const builtNote = (figures: MonthFigures, bytes: number) =>
  note('report.built', { trades: figures.transactions.reduce((sum, row) => sum + row.count, 0), bytes });

export const generatedFileName = (report: Pick<ReportRow, 'report_type' | 'month'>, version: number) => `${report.report_type}-${report.month}-v${version}.xml`;

/** Stores one file of a report: a numbered version of its XML, or a receipt (no version). */
export async function insertReportFile(db: Database, report: ReportRow, kind: FileKind, version: number | null, file: StoredFile): Promise<void> {
  await db.insert(monthReportFiles).values({
    report_id: report.id, kind, version, file_name: file.fileName, content_type: file.contentType, content: file.content,
    size: file.content.byteLength, sha256: createHash('sha256').update(file.content).digest('hex'), created_by: file.actor, created_at: file.now,
  });
}

/**
 * Makes a file the report's next version and the report `generated`: the one way a generated and
 * an uploaded replacement become current. Answers the new version.
 */
export async function storeNewVersion(db: Database, report: ReportRow, kind: 'generated' | 'replacement', file: StoredFile): Promise<number> {
  const version = report.current_version + 1;
  await insertReportFile(db, report, kind, version, file);
  await db.update(monthReports).set({
    current_version: version, replacement: kind === 'replacement', status: 'generated', status_reason: null, decided_at: null,
    generated_at: file.now, updated_at: file.now,
  }).where(eq(monthReports.id, report.id));
  return version;
}
