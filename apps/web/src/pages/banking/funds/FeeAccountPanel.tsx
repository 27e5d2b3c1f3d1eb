import { useId, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { formatCentavos } from '../../../format/money';
import { BalanceSummary } from './BalanceSummary';
import { FeeForm, type FeeDeducted } from './FeeForm';
import { RecentFees } from './RecentFees';

export interface FeeAccountPanelProps {
  account: banking.BankAccount;
  /** May deduct fees; otherwise the balance is shown with a read-only note. */
  canCreate: boolean;
  canViewFees: boolean;
}

/** One merchant account on the fee screen: its balance, read before any fee is confirmed, the form, and its latest fees. */
export function FeeAccountPanel({ account, canCreate, canViewFees }: FeeAccountPanelProps) {
  const { t } = useTranslation();
  const balanceTitleId = useId();
  const balance = useApiQuery(banking.balance, { account_id: account.id });
  const [deducted, setDeducted] = useState<FeeDeducted | null>(null);
  const [feesDeducted, setFeesDeducted] = useState(0);
  const onDeducted = (answer: FeeDeducted) => {
    setDeducted(answer);
    setFeesDeducted((count) => count + 1);
  };
  const current = balance.data?.account_id === account.id ? balance.data : undefined;

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Stack component="section" aria-labelledby={balanceTitleId} spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Typography id={balanceTitleId} variant="h6" component="h2">{t('funds.balance.title')}</Typography>
        {balance.isError ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void balance.refetch()}>{t('list.retry')}</Button>}>
            {t('funds.balance.error')}
          </Alert>
        ) : current ? (
          <BalanceSummary balance={current} />
        ) : (
          <CircularProgress size={24} aria-label={t('funds.loading')} />
        )}
        {deducted && (
          <Alert severity="success" onClose={() => setDeducted(null)}>
            {t('funds.fee.done', { amount: formatCentavos(deducted.fee.amount), available: formatCentavos(deducted.balance.available) })}
          </Alert>
        )}
        {/* A new form for each fee: empty fields, no leftover problems, a new Idempotency-Key. */}
        {current && canCreate && <FeeForm key={feesDeducted} account={account} balance={current} onDeducted={onDeducted} />}
      </Stack>
      {canViewFees && (
        <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <RecentFees accountId={account.id} />
        </Stack>
      )}
    </Stack>
  );
}
