import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ReplayIcon from '@mui/icons-material/Replay';
import { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { saveFromDownloadAddress } from '../../../api/file-download';
import { notify } from '../../../notify/toast';
import './messages';

type TradeExport = trades.TradeExport;

/** Download for a finished export, Retry for a failed one; nothing to do with the others. */
export function ExportActions({ exported }: { exported: TradeExport }) {
  const { t } = useTranslation();
  const { id, file_name: file } = exported;
  if (exported.status === 'done') {
    return (
      <ExportAction label={t('trades.downloads.download')} fullLabel={t('trades.downloads.downloadOf', { file })} icon={<DownloadIcon />} run={() => download(id, t('trades.downloads.refused'))} />
    );
  }
  if (exported.status === 'failed') {
    return (
      <ExportAction label={t('trades.downloads.retry')} fullLabel={t('trades.downloads.retryOf', { id })} icon={<ReplayIcon />} run={() => api(trades.downloadRetry, { id })} />
    );
  }
  return null;
}

/**
 * Has the browser save the file from a one-time address bound to this session, streamed as an
 * attachment: files can be hundreds of MB, too big to pass through the page's memory as a Blob.
 */
async function download(id: number, refusedText: string) {
  const { url } = await api(trades.downloadLink, { id });
  saveFromDownloadAddress(url, () => notify.error(refusedText));
}

interface ExportActionProps {
  label: string;
  /** The label naming the row, for those who hear the buttons out of their row. */
  fullLabel: string;
  icon: ReactNode;
  run: () => Promise<unknown>;
}

function ExportAction({ label, fullLabel, icon, run }: ExportActionProps) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
    } catch {
      // The client has toasted the error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      <Button size="small" startIcon={icon} loading={busy} aria-label={fullLabel} onClick={() => void click()}>{label}</Button>
    </Stack>
  );
}
