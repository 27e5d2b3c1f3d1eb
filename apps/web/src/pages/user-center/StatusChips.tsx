import { Chip } from '@mui/material';
import type { users } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { optionKey } from '../../i18n/options';

type WalletUser = z.infer<typeof users.WalletUser>;

const KYC_COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** Blocked users are marked in red wherever they are shown. */
export function UserStatusChip({ status }: { status: WalletUser['status'] }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant={status === 'blocked' ? 'filled' : 'outlined'} color={status === 'blocked' ? 'error' : 'success'}
      label={t(optionKey('status', status))} data-status={status} />
  );
}

export function KycStatusChip({ status }: { status: WalletUser['kyc_status'] }) {
  const { t } = useTranslation();
  if (!status) return <Chip size="small" variant="outlined" label={t('kycStatus.none')} />;
  return <Chip size="small" variant="outlined" color={KYC_COLOR[status]} label={t(`kycStatus.${status}`)} data-kyc={status} />;
}
