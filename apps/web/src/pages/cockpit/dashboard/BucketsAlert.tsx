import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';

/** Our buckets at the DICT in alert (under a fifth of their capacity), with the way to the status page for who may see it. */
export function BucketsAlert({ policies }: { policies: readonly string[] }) {
  const { t } = useTranslation();
  const can = useCan();
  if (policies.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="dashboard-buckets-alert">
      {t('dashboard.bucketsAlert', { count: policies.length, policies: policies.join(', ') })}
      {can('system.view') && <> <Link component={RouterLink} to="/status">{t('dashboard.bucketsLink')}</Link></>}
    </Alert>
  );
}
