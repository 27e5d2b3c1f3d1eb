import { Chip } from '@mui/material';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { optionKey } from '../../../i18n/options';

const FREEZE_COLOR = { active: 'warning', released: 'default' } as const;
const KIND_COLOR: Record<banking.FundsLog['kind'], 'success' | 'warning' | 'info' | 'primary' | 'secondary' | 'default'> = {
  deposit: 'success', payin: 'success', freeze: 'warning', unfreeze: 'info', fee: 'primary', payout: 'secondary', payout_rejected: 'default',
  return_sent: 'secondary', return_rejected: 'default', return_received: 'success',
};

/** An active freeze still holds money, so it stands out; a released one does not. */
export function FreezeStatusChip({ status }: { status: banking.Freeze['status'] }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant={status === 'active' ? 'filled' : 'outlined'} color={FREEZE_COLOR[status]}
      label={t(optionKey('freeze_status', status))} data-status={status} />
  );
}

export function FundsLogKindChip({ kind }: { kind: banking.FundsLog['kind'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={KIND_COLOR[kind]} label={t(optionKey('funds_log_kind', kind))} data-kind={kind} />;
}

const HOLD_COLOR = { internal_risk: 'default', cautionary: 'warning', med: 'error', judicial: 'secondary' } as const;

/** What a hold is for; a cautionary block and a MED hold stand out, as they run against deadlines. */
export function HoldTypeChip({ type }: { type: banking.Freeze['hold_type'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={HOLD_COLOR[type]} label={t(optionKey('hold_type', type))} data-hold-type={type} />;
}
