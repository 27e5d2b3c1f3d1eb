import { Chip } from '@mui/material';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import './messages';
import { optionKey } from '../../../i18n/options';

/** Active accounts in green; inactive ones in grey, as they can neither send nor receive. */
export function AccountStatusChip({ status }: { status: banking.BankAccount['status'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'active' ? 'outlined' : 'filled'}
      color={status === 'active' ? 'success' : 'default'}
      label={t(optionKey('account_status', status))}
      data-status={status}
    />
  );
}
