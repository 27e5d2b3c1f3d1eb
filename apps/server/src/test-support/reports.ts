/** What the reports tests share: an app with trades, members of each kind, the worker, and calls by name. */
import { expect } from 'vitest';
import { regulatory, type BodyOf, type Endpoint } from '@wallet/contracts';
import { createTestApp, type TestApp, type TestAppOptions } from './harness.js';
import { formOf, postForm, type FormFile } from './multipart.js';
import { seedDemoData } from '../seed/registry.js';
import { productWorker } from '../jobs/product-jobs.js';

export const { reports } = regulatory;
/** The harness clock starts at 2026-01-15 12:00 UTC: last month is December 2025. */
export const LAST_MONTH = '2025-12';
export const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface ReportsKit {
  t: TestApp;
  /** Compliance: sees and manages reports. */
  manager: string;
  /** Operations: sees reports, changes nothing. */
  viewer: string;
}

export async function createReportsKit(options: TestAppOptions & { trades?: number } = {}): Promise<ReportsKit> {
  const t = await createTestApp(options);
  await seedDemoData(t.db, { seed: 3, now: t.clock.now(), sizes: { users: 6, merchants: 3, trades: options.trades ?? 1_500, replayed: 0, reports: 0 }, log: () => undefined });
  await t.addStaff('rita.compliance', 'Compliance');
  await t.addStaff('otto.operations', 'Operations');
  return { t, manager: await t.signIn('rita.compliance'), viewer: await t.signIn('otto.operations') };
}

/** Calls as the member and expects code 200; answers the data. */
export async function ok<E extends Endpoint>(t: TestApp, endpoint: E, body: BodyOf<E> | unknown, token: string) {
  const answer = await t.call(endpoint, body, { token });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!;
}

/** Runs every queued job once, as a worker process would. */
export async function runJobs(t: TestApp): Promise<void> {
  const worker = productWorker({ db: t.db, driver: t.driver, clock: t.clock, config: t.config, log: quiet });
  while (await worker.runOnce()) { /* until none is due */ }
}

/** Queues and runs the generation of a month; answers the report as the list shows it. */
export async function generated(kit: ReportsKit, month = LAST_MONTH) {
  const queued = await ok(kit.t, reports.generate, { month, report_type: 'APIX001' }, kit.manager);
  await runJobs(kit.t);
  return reportOf(kit, queued.id);
}

export async function reportOf(kit: ReportsKit, id: number) {
  const page = await ok(kit.t, reports.list, { page_size: 100 }, kit.viewer);
  const report = page.list.find((r) => r.id === id);
  if (!report) throw new Error(`report ${id} is not listed`);
  return report;
}

export async function download(kit: ReportsKit, id: number, version?: number) {
  return ok(kit.t, reports.download, version ? { id, version } : { id }, kit.viewer);
}

export const actionsOf = async (kit: ReportsKit, id: number) =>
  (await ok(kit.t, reports.operationLogs, { id, page_size: 100 }, kit.viewer)).list.map((entry) => entry.action);

/** Uploads a file to a report as a form, as the console does. */
export const upload = (kit: ReportsKit, fields: { id: number | string; kind: string }, file?: FormFile, token = kit.manager) =>
  postForm(kit.t, reports.upload.path, formOf({ id: String(fields.id), kind: fields.kind }, file), { token });

export const xmlFile = (content: string, name = 'APIX001-corrected.xml'): FormFile => ({ name, type: 'text/xml', content });
