import { useId, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { banking, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { useApiQuery } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';
import { BackLink, DetailField, DetailLoading, DetailProblem, type DetailBack } from '../../../components/DetailStates';
import { Money } from '../../../components/Money';
import { parseId } from '../../../router/query-id';
import { accountLabel } from '../../../format/account';
import { ownerDocument } from './account-words';
import { AccountFunds } from './AccountFunds';
import { AccountStatusChip } from './AccountStatusChip';
import { ChangeStatusButton } from './ChangeStatusButton';
import { DetailSection } from './DetailSection';
import { ACCOUNT_LIST_PATH } from './paths';
import './messages';
import { optionKey } from '../../../i18n/options';

type Detail = DataOf<typeof banking.detail>;

/** One bank account, opened by `?id=`: who owns it, where, its balances, freezes and latest ledger rows. */
export function AccountDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <Problem severity="warning">{t('bankAccounts.detail.invalidId')}</Problem>;
  return <LoadedDetail key={id} id={id} />;
}

function LoadedDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useApiQuery(banking.detail, { id });
  const detail = query.data?.account.id === id ? query.data : undefined;

  if (detail) return <DetailView detail={detail} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 404) {
      return <Problem severity="warning">{t('bankAccounts.detail.notFound', { id })}</Problem>;
    }
    const retry = <Button color="inherit" size="small" onClick={() => void query.refetch()}>{t('bankAccounts.detail.retry')}</Button>;
    return <Problem severity="error" action={retry}>{t('bankAccounts.detail.loadError', { message: query.error.message })}</Problem>;
  }
  return <Loading />;
}

/** The way back, for every state of the page. */
function useBack(): DetailBack {
  const { t } = useTranslation();
  return { to: ACCOUNT_LIST_PATH, label: t('bankAccounts.detail.backToList') };
}

function Problem({ severity, action, children }: { severity: 'warning' | 'error'; action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return <DetailProblem back={useBack()} title={t('pages.accountDetail')} severity={severity} action={action}>{children}</DetailProblem>;
}

function Loading() {
  const { t } = useTranslation();
  return <DetailLoading back={useBack()} label={t('bankAccounts.detail.loading')} />;
}

function DetailView({ detail }: { detail: Detail }) {
  return (
    <Stack spacing={3} data-account-id={detail.account.id}>
      <BackLink {...useBack()} />
      <Header account={detail.account} />
      <Balances account={detail.account} />
      <AccountFunds detail={detail} />
    </Stack>
  );
}

function Header({ account }: { account: banking.BankAccount }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 3 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" id={headingId}>{t('bankAccounts.account', { label: accountLabel(account) })}</Typography>
            <AccountStatusChip status={account.status} />
          </Stack>
          <Box>
            <ChangeStatusButton account={account} variant="page" />
          </Box>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 4, rowGap: 1.5 }}>
          <DetailField label={t('bankAccounts.detail.owner')}>
            {account.owner_name}
            <Typography component="span" color="text.secondary">
              {' '}({t(`bankAccounts.ownerKind.${account.owner_kind}`)} · {ownerDocument(account.owner_document)})
            </Typography>
          </DetailField>
          <DetailField label={t('bankAccounts.detail.participant')}>{account.ispb} - {account.ispb_name}</DetailField>
          <DetailField label={t('bankAccounts.detail.type')}>{t(optionKey('account_type', account.account_type))}</DetailField>
          <DetailField label={t('bankAccounts.detail.currency')}>{account.currency}</DetailField>
          <DetailField label={t('bankAccounts.detail.created')}><DateTime value={account.created_at} /></DetailField>
          <DetailField label={t('bankAccounts.detail.updated')}><DateTime value={account.updated_at} /></DetailField>
        </Box>
      </CardContent>
    </Card>
  );
}

function Balances({ account }: { account: banking.BankAccount }) {
  const { t } = useTranslation();
  const balances = [
    { key: 'available', centavos: account.available },
    { key: 'frozen', centavos: account.frozen },
    { key: 'total', centavos: account.available + account.frozen },
  ] as const;
  return (
    <DetailSection title={t('bankAccounts.detail.balances')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        {balances.map(({ key, centavos }) => (
          <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Typography component="dt" color="text.secondary">{t(`bankAccounts.detail.${key}`)}</Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }} data-balance={key}>
              <Money centavos={centavos} />
            </Typography>
          </Box>
        ))}
      </Box>
    </DetailSection>
  );
}
