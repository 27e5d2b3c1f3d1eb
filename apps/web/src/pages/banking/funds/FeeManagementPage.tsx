import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { AccountPicker } from '../../../components/AccountPicker';
import { FeeAccountPanel } from './FeeAccountPanel';
import { useAccountParam } from './useAccountParam';

/**
 * Deducts a fee from a merchant account: choose the merchant's account, see its balance, type the
 * amount and the reason, confirm. The account stays in the URL, so a reload keeps it.
 */
export default function FeeManagementPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canCreate = can('fees.create');
  const { accountId, account, lookupFailed, setAccount } = useAccountParam();
  const title = t('screens.user-center-fee-management');

  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={3}>
          <div>
            <Typography variant="h5" component="h1">{title}</Typography>
            <Typography color="text.secondary">{t('funds.fee.intro')}</Typography>
          </div>
          {!canCreate && <Alert severity="info">{t('funds.fee.readOnly')}</Alert>}
          <AccountPicker
            merchantsOnly
            autoFocus={accountId === null}
            label={t('funds.fee.merchantAccount')}
            value={account}
            onChange={setAccount}
            width={480}
          />
          {lookupFailed && <Alert severity="warning">{t('funds.fee.accountNotFound', { id: accountId })}</Alert>}
          {account && account.owner_kind !== 'merchant' && <Alert severity="warning">{t('funds.fee.notMerchant')}</Alert>}
          {account?.owner_kind === 'merchant' && (
            <FeeAccountPanel key={account.id} account={account} canCreate={canCreate} canViewFees={can('fees.view')} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
