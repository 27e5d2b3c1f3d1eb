import { Suspense, useMemo } from 'react';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../../components/lazy-named';
import { useAccountParam } from './useAccountParam';

/** The account search (MUI's Autocomplete, a tenth of a list's code) comes beside the list's rows. */
const AccountPicker = lazyNamed(() => import('../../../components/AccountPicker'), 'AccountPicker');

const FIELD_WIDTH = 340;

/**
 * An account filter for a list, shown beside its title: the list's filter bar takes text,
 * selects and days, and an account is chosen by searching. The choice lives in the URL. Until the
 * search's code is in, a field of its size and label holds its place.
 */
export function useAccountFilter({ merchantsOnly = false } = {}) {
  const { t } = useTranslation();
  const { accountId, account, lookupFailed, setAccount } = useAccountParam();
  const fixedBody = useMemo(() => (accountId === null ? undefined : { account_id: accountId }), [accountId]);
  const label = t('funds.filters.account');
  const field = (
    <Suspense fallback={<TextField size="small" label={label} disabled sx={{ width: { xs: '100%', sm: FIELD_WIDTH } }} />}>
      <AccountPicker
        size="small"
        width={FIELD_WIDTH}
        label={label}
        value={account}
        onChange={setAccount}
        merchantsOnly={merchantsOnly}
        helperText={lookupFailed ? t('funds.filters.accountById', { id: accountId }) : null}
      />
    </Suspense>
  );
  return { fixedBody, field };
}
