import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { trades, type BodyOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiMutation } from '../../../api/useApiMutation';
import { appliedFilterBody, type FilterSpec } from '../../../components/list/list-state';
import { goTradeDownload } from '../../../router/navigation';
import './messages';
import { userTimeZone } from '../../../format/datetime';

/**
 * Queues a CSV export of the trades the applied filters select, then opens the trade downloads,
 * where its progress shows: a large export takes a while, so nothing is downloaded from here.
 */
export function TradeExportButton({ filters }: { filters: readonly FilterSpec[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The client toasts the server's confirmation, or its refusal (and then the list stays).
  const queueExport = useApiMutation(trades.download, { onDone: () => void goTradeDownload(navigate) });

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={queueExport.pending}
      onClick={() => void queueExport.send({ ...appliedFilterBody(params, filters), time_zone: userTimeZone() } as BodyOf<typeof trades.download>)}
    >
      {t('trades.export')}
    </Button>
  );
}
