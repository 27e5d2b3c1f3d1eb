import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { banking, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { DetailPage } from '../../../components/DetailPage';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { DetailField, RecordCard } from '../../../components/DetailStates';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { accountLabel } from '../../../format/account';
import { ownerDocument } from '../../../format/document';
import { AccountFunds } from './AccountFunds';
import { ChangeStatusButton } from './ChangeStatusButton';
import { DetailSection } from '../../../components/DetailSection';
import { accountListPath } from '../area';
import { customerPath } from '../../user-center/area';
import { optionKey } from '../../../i18n/options';

type Detail = DataOf<typeof banking.detail>;

/** One bank account, opened by `?id=`: who owns it, where, its balances, freezes and latest ledger rows. */
export function AccountDetail() {
  const { t } = useTranslation();
  return (
    <DetailPage endpoint={banking.detail} idOf={(detail) => detail.account.id} words="bankAccounts.detail" title={t('screens.banking-accounts-detail')} listPath={accountListPath()}>
      {(detail) => <DetailView detail={detail} />}
    </DetailPage>
  );
}

function DetailView({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-account-id={detail.account.id}>
      <Breadcrumbs trail={[{ to: accountListPath(), label: t('screens.banking-accounts') }]} current={t('bankAccounts.account', { label: accountLabel(detail.account) })} />
      <Header account={detail.account} />
      <Balances account={detail.account} />
      <AccountFunds detail={detail} />
    </Stack>
  );
}

function Header({ account }: { account: banking.BankAccount }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={t('bankAccounts.account', { label: accountLabel(account) })}
      badges={<OptionChip list="account_status" code={account.status} />}
      actions={<ChangeStatusButton account={account} variant="page" />}
    >
      <DetailField label={t('bankAccounts.detail.owner')}>
        <Link component={RouterLink} to={customerPath(account.owner_kind, account.owner_id)}>{account.owner_name}</Link>
        <Typography component="span" color="text.secondary">
          {' '}({t(`bankAccounts.ownerKind.${account.owner_kind}`)} · {ownerDocument(account.owner_document)})
        </Typography>
      </DetailField>
      <DetailField label={t('bankAccounts.detail.participant')}>{account.ispb} - {account.ispb_name}</DetailField>
      <DetailField label={t('bankAccounts.detail.type')}>{t(optionKey('account_type', account.account_type))}</DetailField>
      <DetailField label={t('bankAccounts.detail.currency')}>{account.currency}</DetailField>
      <DetailField label={t('bankAccounts.detail.created')}><DateTime value={account.created_at} /></DetailField>
      <DetailField label={t('bankAccounts.detail.updated')}><DateTime value={account.updated_at} /></DetailField>
    </RecordCard>
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
