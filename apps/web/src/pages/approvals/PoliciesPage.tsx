import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { approvals } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery, useCan } from '../../api/hooks';
import { RetryAlert } from '../../components/RetryAlert';
import { SimpleTable } from '../../components/SimpleTable';
import { PolicyRow } from './PolicyRow';

/** Which sensitive actions wait for a second person, and from which amount: one row per action. */
export default function PoliciesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const policies = useApiQuery(approvals.policyList);
  const title = t('screens.user-admin-approval-policies');
  const headers = (['action', 'needsApproval', 'fromAmount', 'holdTypes', 'updated', 'save'] as const).map((key) => ({ label: t(`approvals.policies.${key}`) }));
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">{title}</Typography>
          <Typography variant="body2" color="text.secondary">{t('approvals.policies.intro')}</Typography>
          {policies.data ? (
            <SimpleTable label={title} headers={headers}>
              {/* A row keeps what was typed until saved; a saved change comes back as a new row. */}
              {policies.data.list.map((policy) => <PolicyRow key={`${policy.action}:${policy.updated_at ?? ''}`} policy={policy} editable={can('approvals.policies')} />)}
            </SimpleTable>
          ) : policies.isError ? (
            <RetryAlert retryLabel={t('approvals.review.retry')} onRetry={() => void policies.refetch()}>{t('approvals.review.failed')}</RetryAlert>
          ) : <Skeleton variant="rounded" height={320} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
