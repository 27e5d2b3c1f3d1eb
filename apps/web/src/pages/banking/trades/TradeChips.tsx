import { Chip } from '@mui/material';
import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import './messages';
import { optionKey } from '../../../i18n/options';

const STATUS_COLOR = { pending: 'default', processing: 'info', success: 'success', failed: 'error', refunded: 'warning' } as const;
const EXPORT_COLOR = { queued: 'default', running: 'info', done: 'success', failed: 'error', expired: 'default' } as const;

/** Settled trades in green, failed in red, refunded in orange, those still moving in grey or blue. */
export function TradeStatusChip({ status }: { status: trades.Trade['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(optionKey('trade_status', status))} data-status={status} />;
}

export function ExportStatusChip({ status }: { status: trades.ExportStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={EXPORT_COLOR[status]} label={t(`trades.downloads.status.${status}`)} data-status={status} />;
}
