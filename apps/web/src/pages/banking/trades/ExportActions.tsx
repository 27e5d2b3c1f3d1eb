import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ReplayIcon from '@mui/icons-material/Replay';
import { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { saveFromDownloadAddress } from '../../../api/file-download';
import { notify } from '../../../notify/toast';

type TradeExport = trades.TradeExport;

/** Download for a finished export, Retry for a failed one; nothing to do with the others. */
export function ExportActions({ exported }: { exported: TradeExport }) {
  if (exported.status === 'done') return <DownloadAction exported={exported} />;
  if (exported.status === 'failed') return <RetryAction exported={exported} />;
  return null;
}

/**
 * Has the browser save the file from a one-time address bound to this session, streamed as an
 * attachment: files can be hundreds of MB, too big to pass through the page's memory as a Blob.
 */
function DownloadAction({ exported: { id, file_name: file } }: { exported: TradeExport }) {
  const { t } = useTranslation();
  const link = useApiMutation(trades.downloadLink, {
    onDone: ({ url }) => saveFromDownloadAddress(url, () => notify.error(t('trades.downloads.refused'))),
  });
  return (
    <ExportAction label={t('trades.downloads.download')} fullLabel={t('trades.downloads.downloadOf', { file })} icon={<DownloadIcon />} pending={link.pending} onClick={() => void link.send({ id })} />
  );
}

/** Queues a failed export again; the list refreshes after it (the client's rule) and shows its progress. */
function RetryAction({ exported: { id } }: { exported: TradeExport }) {
  const { t } = useTranslation();
  const retry = useApiMutation(trades.downloadRetry);
  return (
    <ExportAction label={t('trades.downloads.retry')} fullLabel={t('trades.downloads.retryOf', { id })} icon={<ReplayIcon />} pending={retry.pending} onClick={() => void retry.send({ id })} />
  );
}

interface ExportActionProps {
  label: string;
  /** The label naming the row, for those who hear the buttons out of their row. */
  fullLabel: string;
  icon: ReactNode;
  pending: boolean;
  onClick: () => void;
}

function ExportAction({ label, fullLabel, icon, pending, onClick }: ExportActionProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      <Button size="small" startIcon={icon} loading={pending} aria-label={fullLabel} onClick={onClick}>{label}</Button>
    </Stack>
  );
}
