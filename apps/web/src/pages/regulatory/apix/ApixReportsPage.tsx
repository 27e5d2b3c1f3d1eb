import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { regulatory, ReportStatus, ReportType, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { lazyNamed } from '../../../components/lazy-named';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { useReportColumns } from './report-columns';
import { OperationLogDialog } from './OperationLogDialog';
import { ReportRowActions, type ReportDialog } from './ReportRowActions';
import { useReportActions } from './useReportActions';
import { isGenerating } from './upload-file-checks';
import { optionKey } from '../../../i18n/options';

// The report forms load their code (the form library among it) when one is first opened.
const GenerateReportDialog = lazyNamed(() => import('./GenerateReportDialog'), 'GenerateReportDialog');
const UploadReportDialog = lazyNamed(() => import('./UploadReportDialog'), 'UploadReportDialog');
const VerdictDialog = lazyNamed(() => import('./VerdictDialog'), 'VerdictDialog');

const reports = regulatory.reports;
type MonthReport = regulatory.reports.MonthReport;
type ReportListData = DataOf<typeof reports.list>;

/** How often the list asks again while a report of the page is being generated. */
const GENERATION_POLL_MS = 1_000;
const pollWhileGenerating = (data: ReportListData) => (data.list.some(isGenerating) ? GENERATION_POLL_MS : false);

type OpenDialog = { kind: 'generate' } | { kind: ReportDialog; report: MonthReport } | null;

/** APIX monthly reports: generate a month, follow the job, download, upload, file at the central bank and record its verdict. */
export default function ApixReportsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canManage = can('reports.manage');
  const { download, submit } = useReportActions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = useCallback(() => setDialog(null), []);

  const filters = useMemo<FilterSpec[]>(() => [
    { kind: 'monthRange', name: 'months', label: t('apix.filters.months'), hint: t('apix.filters.monthHint'), startField: 'month_from', endField: 'month_to' },
    { kind: 'select', name: 'status', label: t('apix.filters.status'), options: ReportStatus.codes.map((code) => ({ code, name: t(optionKey('report_status', code)) })) },
    { kind: 'select', name: 'report_type', label: t('apix.filters.type'), options: ReportType.codes.map((code) => ({ code, name: t(optionKey('report_type', code)) })) },
  ], [t]);

  const rowActions = useCallback((report: MonthReport) => (
    <ReportRowActions
      report={report}
      canManage={canManage}
      onDownload={(row) => void download(row)}
      onSubmit={(row) => void submit(row)}
      onOpen={(kind, row) => setDialog({ kind, report: row })}
    />
  ), [canManage, download, submit]);
  const columns = useReportColumns(rowActions);

  return (
    <>
      <ListPage<MonthReport, ReportListData>
        endpoint={reports.list}
        title={t('screens.regulatory-apix')}
        columns={columns}
        filters={filters}
        refetchInterval={pollWhileGenerating}
        emptyText={t('apix.empty')}
        toolbar={canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'generate' })}>{t('apix.generate.button')}</Button>
        )}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'generate' && <GenerateReportDialog onClose={close} />}
        {dialog?.kind === 'upload' && <UploadReportDialog report={dialog.report} onClose={close} />}
        {dialog?.kind === 'verdict' && <VerdictDialog report={dialog.report} onClose={close} />}
      </Suspense>
      {dialog?.kind === 'log' && <OperationLogDialog report={dialog.report} onClose={close} />}
    </>
  );
}
