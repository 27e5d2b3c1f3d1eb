/** What the APIX screen's tests share: a session, sample reports and the paths of the calls. */
import { regulatory, type Permission } from '@wallet/contracts';
import { envelope, type Answer } from '../../../test-support/fake-api';
import { session } from '../../../test-support/trade-test-kit';

export { envelope, fakeApi, renderScreen } from '../../../test-support/fake-api';

const reports = regulatory.reports;
type MonthReport = regulatory.reports.MonthReport;

export const APIX_PATHS = {
  list: reports.list.path, generate: reports.generate.path, download: reports.download.path, upload: reports.upload.path,
  submit: reports.submit.path, decide: reports.decide.path, logs: reports.operationLogs.path,
} as const;

export const MANAGER: Permission[] = ['reports.view', 'reports.manage'];
export const VIEWER: Permission[] = ['reports.view'];

/** The member's session, the option lists, and a list answering these reports. */
export const apixApi = (permissions: Permission[], list: MonthReport[]): Record<string, Answer> => ({
  ...session(permissions),
  [APIX_PATHS.list]: () => reportPage(list),
});

export const reportPage = (list: MonthReport[]) => envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 50, total_capped: false } });

export function monthReport(overrides: Partial<MonthReport> = {}): MonthReport {
  return {
    id: 7, month: '2025-12', report_type: 'APIX001', status: 'generated', version: 1, file_name: 'APIX001-2025-12-v1.xml', file_size: 2_345,
    replacement: false, receipt_file_name: null, protocol: null, status_reason: null, job: null,
    generated_at: '2026-01-02T12:00:00.000Z', submitted_at: null, updated_at: '2026-01-02T12:00:00.000Z',
    ...overrides,
  };
}
