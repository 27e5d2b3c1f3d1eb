import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from './AccountPicker';
import { useAccountParam } from './useAccountParam';

/**
 * An account filter for a list, shown beside its title: the list's filter bar takes text,
 * selects and days, and an account is chosen by searching. The choice lives in the URL.
 */
export function useAccountFilter({ merchantsOnly = false } = {}) {
  const { t } = useTranslation();
  const { accountId, account, lookupFailed, setAccount } = useAccountParam();
  const fixedBody = useMemo(() => (accountId === null ? undefined : { account_id: accountId }), [accountId]);
  const field = (
    <AccountPicker
      size="small"
      width={340}
      label={t('funds.filters.account')}
      value={account}
      onChange={setAccount}
      merchantsOnly={merchantsOnly}
      helperText={lookupFailed ? t('funds.filters.accountById', { id: accountId }) : null}
    />
  );
  return { fixedBody, field };
}
