import { useMemo } from 'react';
import type { ListColumn } from '../../../components/list/table/columns';
import { OptionChip } from '../../../components/OptionChip';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../format/bytes';
import { CutText, textColumn, timeColumn } from '../../../components/list/columns';
import { ExportActions } from './ExportActions';
import { ExportProgress } from './ExportProgress';

type TradeExport = trades.TradeExport;

/** Rows and size mean something once the file is written, even after it is deleted. */
const written = (row: TradeExport) => row.status === 'done' || row.status === 'expired';

/**
 * The columns of the export list, newest first as the server sends them. Download and Retry sit
 * beside the progress rather than after the times, where a narrow screen would scroll them away.
 */
export function useExportColumns(): ListColumn<TradeExport>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo<ListColumn<TradeExport>[]>(() => {
    const count = new Intl.NumberFormat(language);
    return [
      textColumn<TradeExport>('id', t('trades.downloads.columns.id'), { minWidth: 70 }, { priority: 1 }),
      { ...textColumn<TradeExport>('file_name', t('trades.downloads.columns.file'), { minWidth: 200, flex: 1.4 }), renderCell: ({ row }) => <CutText text={row.file_name} /> },
      {
        ...textColumn<TradeExport>('status', t('trades.downloads.columns.status'), { minWidth: 110 }, { priority: 1 }),
        renderCell: ({ row }) => <OptionChip list="export_status" code={row.status} />,
      },
      {
        ...textColumn<TradeExport>('progress', t('trades.downloads.columns.progress'), { minWidth: 160 }),
        renderCell: ({ row }) => <ExportProgress exported={row} />,
      },
      {
        field: 'actions',
        headerName: t('list.actions'),
        sortable: false,
        hideable: false,
        priority: 1,
        minWidth: 130,
        renderCell: ({ row }) => <ExportActions exported={row} />,
      },
      {
        ...textColumn<TradeExport>('row_count', t('trades.downloads.columns.rows'), { minWidth: 100 }, { priority: 3 }),
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => (written(row) ? count.format(row.row_count) : '—'),
      },
      {
        ...textColumn<TradeExport>('byte_count', t('trades.downloads.columns.size'), { minWidth: 115 }),
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => (written(row) ? formatBytes(row.byte_count, language) : '—'),
      },
      timeColumn<TradeExport>('created_at', t('trades.downloads.columns.created')),
      timeColumn<TradeExport>('finished_at', t('trades.downloads.columns.finished'), { priority: 3 }),
      timeColumn<TradeExport>('expires_at', t('trades.downloads.columns.expires')),
      {
        ...textColumn<TradeExport>('error', t('trades.downloads.columns.error'), { minWidth: 160, flex: 1 }, { priority: 3 }),
        renderCell: ({ row }) => <CutText text={row.status === 'failed' ? row.error : null} />,
      },
    ];
  }, [t, language]);
}
