import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { trades, type BodyOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { appliedFilterBody, type FilterSpec } from '../../../components/list/list-state';
import { goTradeDownload } from '../../../router/navigation';
import './messages';

/**
 * Queues a CSV export of the trades the applied filters select, then opens the trade downloads,
 * where its progress shows: a large export takes a while, so nothing is downloaded from here.
 */
export function TradeExportButton({ filters }: { filters: readonly FilterSpec[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const queueExport = async () => {
    setBusy(true);
    try {
      // The client toasts the server's confirmation.
      await api(trades.download, appliedFilterBody(params, filters) as BodyOf<typeof trades.download>);
      void goTradeDownload(navigate);
    } catch {
      // The client has toasted the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} loading={busy} onClick={() => void queueExport()}>
      {t('trades.export')}
    </Button>
  );
}
