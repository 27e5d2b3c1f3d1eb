import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { count, eq } from 'drizzle-orm';
import { trades as contract } from '@wallet/contracts';
import { csvLine, UTF8_BOM } from '../../csv.js';
import { tradeExports, trades } from '../../db/schema/index.js';
import type { JobContext } from '../../jobs/worker.js';
import { exportHeader, exportSelection, streamExportCsv } from './export-rows.js';

export const TRADE_EXPORT_JOB = 'trade_export';
/** Rows between two progress reports (each is a sign of life of the job). */
const PROGRESS_EVERY = 5_000;

/** What every export job's payload holds: the `trade_exports` row it writes the file of. */
export interface ExportJobPayload {
  exportId: number;
}

/** Where an export's file lives; the name the browser saves is the export's `file_name`. */
export const exportFilePath = (dir: string, exportId: number) => path.join(dir, `trade-export-${exportId}.csv`);

/**
 * Writes the trades an export selects to its CSV file, a batch at a time, recording progress and
 * the rows written as it goes. The file appears under its name only when complete.
 */
export async function runTradeExport({ db, driver, config, clock, job, progress }: JobContext) {
  const { exportId } = job.payload as ExportJobPayload;
  const [exported] = await db.select().from(tradeExports).where(eq(tradeExports.id, exportId));
  if (!exported) throw new Error(`Export ${exportId} no longer exists`);
  const request = contract.TradeExportRequest.parse(exported.filters);
  const selection = exportSelection(db, request, exported.as_of);
  const [counted] = await db.select({ n: count() }).from(trades).where(selection.where);
  const expected = counted?.n ?? 0;

  fs.mkdirSync(config.exports.dir, { recursive: true });
  const finalPath = exportFilePath(config.exports.dir, exportId);
  const partPath = `${finalPath}.part`;
  const file = fs.createWriteStream(partPath);
  const written = { rows: 0, bytes: 0 };
  let reportedAt = 0;
  const write = async (csv: string | Buffer) => {
    written.bytes += Buffer.byteLength(csv);
    if (!file.write(csv)) await once(file, 'drain');
  };
  try {
    await write(UTF8_BOM + csvLine(exportHeader(request.time_zone), '\n'));
    await streamExportCsv(db, driver, selection, async (csv, records) => {
      await write(csv);
      written.rows += records;
      if (written.rows - reportedAt < PROGRESS_EVERY) return;
      reportedAt = written.rows;
      await db.update(tradeExports).set({ row_count: written.rows, byte_count: written.bytes }).where(eq(tradeExports.id, exportId));
      await progress(expected === 0 ? 100 : Math.min(99, (written.rows * 100) / expected));
    });
    file.end();
    await once(file, 'finish');
  } catch (error) {
    file.destroy();
    fs.rmSync(partPath, { force: true });
    throw error;
  }
  return publishExportFile({ db, config, clock }, { exportId, partPath, written });
}

/** Puts a finished file under its export's path and starts its retention: until now nobody could download it. */
export async function publishExportFile(
  { db, config, clock }: Pick<JobContext, 'db' | 'config' | 'clock'>,
  { exportId, partPath, written }: { exportId: number; partPath: string; written: { rows: number; bytes: number } },
) {
  fs.renameSync(partPath, exportFilePath(config.exports.dir, exportId));
  const expiresAt = new Date(clock.now().getTime() + config.exports.retentionDays * 86_400_000);
  await db.update(tradeExports).set({ row_count: written.rows, byte_count: written.bytes, expires_at: expiresAt }).where(eq(tradeExports.id, exportId));
  return { rows: written.rows, bytes: written.bytes };
}
