import { useMemo, type ReactNode } from 'react';
import type { ListColumn } from '../../../components/list/table/columns';
import { OptionChip } from '../../../components/OptionChip';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../format/bytes';
import { CutText, longIdColumn, nameColumn, textColumn, timeColumn, TwoLines } from '../../../components/list/columns';
import { ReportJob } from './ReportJob';

type MonthReport = regulatory.reports.MonthReport;

/**
 * The columns of the report list: what the report is, where its filing stands, and its file. The
 * actions sit beside the status rather than last, where a narrow screen would scroll them away.
 */
export function useReportColumns(actions: (report: MonthReport) => ReactNode): ListColumn<MonthReport>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo<ListColumn<MonthReport>[]>(() => [
    textColumn<MonthReport>('month', t('apix.columns.month'), { minWidth: 90 }, { priority: 1 }),
    textColumn<MonthReport>('report_type', t('apix.columns.type'), { minWidth: 90 }),
    { ...textColumn<MonthReport>('status', t('apix.columns.status'), { minWidth: 120 }, { priority: 1 }), renderCell: ({ row }) => <OptionChip list="report_status" code={row.status} /> },
    { field: 'actions', headerName: t('list.actions'), sortable: false, hideable: false, priority: 1, minWidth: 180, renderCell: ({ row }) => actions(row) },
    { ...textColumn<MonthReport>('job', t('apix.columns.job'), { minWidth: 170 }), renderCell: ({ row }) => <ReportJob report={row} /> },
    // A replacement says so under its version, where it cannot fold away from the number it replaces.
    {
      ...textColumn<MonthReport>('version', t('apix.columns.version'), { minWidth: 120 }, { priority: 1 }),
      renderCell: ({ row }) => (row.replacement ? <TwoLines first={row.version || '—'} second={t('apix.replacement')} /> : String(row.version || '—')),
    },
    {
      ...textColumn<MonthReport>('file_name', t('apix.columns.file'), { minWidth: 170, flex: 1 }),
      renderCell: ({ row }) => (row.file_name ? <TwoLines first={row.file_name} second={formatBytes(row.file_size ?? 0, language)} title={row.file_name} /> : '—'),
    },
    longIdColumn<MonthReport>('protocol', t('apix.columns.protocol')),
    timeColumn<MonthReport>('generated_at', t('apix.columns.generated'), { priority: 3 }),
    timeColumn<MonthReport>('submitted_at', t('apix.columns.submitted')),
    {
      ...nameColumn<MonthReport>('status_reason', t('apix.columns.verdict'), { priority: 3 }),
      renderCell: ({ row }) => <CutText text={(row.status === 'accepted' || row.status === 'rejected' ? row.status_reason : null) ?? '—'} />,
    },
    { ...textColumn<MonthReport>('receipt_file_name', t('apix.columns.receipt'), { minWidth: 140 }, { priority: 3 }), renderCell: ({ row }) => <CutText text={row.receipt_file_name ?? '—'} /> },
  ], [t, language, actions]);
}
