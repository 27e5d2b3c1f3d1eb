import { useCallback, useMemo } from 'react';
import { Typography } from '@mui/material';
import { trades, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { wordedOptions } from '../../../i18n/options';
import { useExportColumns } from './export-columns';

type TradeExport = trades.TradeExport;
type DownloadListData = DataOf<typeof trades.downloadList>;

/** How often the list asks again while an export of the member's is queued or running. */
const EXPORT_POLL_MS = 1_000;

const pollWhileActive = (data: DownloadListData) => (data.admin_trade_download_info.active > 0 ? EXPORT_POLL_MS : false);

/** The member's trade exports, newest first: progress while they run, then the file to download, or a retry. */
export default function TradeDownloadPage() {
  const { t } = useTranslation();
  const columns = useExportColumns();

  const filters = useMemo<FilterSpec[]>(
    () => [
      {
        kind: 'select', name: 'status', label: t('trades.downloads.filters.status'),
        options: wordedOptions(t, 'export_status'),
      },
    ],
    [t],
  );

  const note = useCallback(
    (data: DownloadListData) => (
      <Typography color="text.secondary">{t('trades.downloads.retention', { count: data.admin_trade_download_info.retention_days })}</Typography>
    ),
    [t],
  );

  return (
    <ListPage<TradeExport, DownloadListData>
      endpoint={trades.downloadList}
      title={t('screens.user-center-trade-download')}
      columns={columns}
      filters={filters}
      refetchInterval={pollWhileActive}
      note={note}
      emptyText={t('trades.downloads.empty')}
    />
  );
}
