import { Chip } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { optionKey } from '../../../i18n/options';
import './messages';

type Claim = pix.claims.Claim;

const STATUS_COLOR = { OPEN: 'warning', WAITING_RESOLUTION: 'warning', CONFIRMED: 'info', COMPLETED: 'success', CANCELLED: 'default' } as const;

/** Claims still running in orange (blue once confirmed), completed ones in green, cancelled ones in grey. */
export function ClaimStatusChip({ status }: { status: Claim['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(optionKey('claim_status', status))} data-status={status} />;
}

/** Our side of the claim: we ask for the key, or we hold it. */
export function ClaimRoleChip({ role }: { role: Claim['role'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={role === 'donor' ? 'secondary' : 'info'} label={t(optionKey('claim_role', role))} data-role={role} />;
}
