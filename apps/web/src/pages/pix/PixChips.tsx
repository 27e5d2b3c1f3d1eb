import { Chip } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import './messages';
import { optionKey } from '../../i18n/options';

type KeyStatus = pix.keys.PixKey['status'];
type KeyAction = pix.keys.PixKeyLog['action'];

const STATUS_COLOR = { active: 'success', pending_claim: 'warning', pending_portability: 'warning', deleted: 'default' } as const;
const ACTION_COLOR = {
  register: 'success', delete: 'default', claim: 'warning', portability: 'info',
  claim_received: 'warning', claim_confirmed: 'info', claim_completed: 'success', claim_cancelled: 'default',
} as const;

/** Active keys in green, keys waiting on the DICT in orange, deleted ones in grey. */
export function PixKeyStatusChip({ status }: { status: KeyStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(optionKey('pix_key_status', status))} data-status={status} />;
}

export function PixKeyActionChip({ action }: { action: KeyAction }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={ACTION_COLOR[action]} label={t(optionKey('pix_key_action', action))} data-action={action} />;
}
