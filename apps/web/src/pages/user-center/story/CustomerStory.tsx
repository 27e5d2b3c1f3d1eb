import { Link } from '@mui/material';
import { banking, pix, staff, type users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { accountLabel } from '../../../format/account';
import { optionKey } from '../../../i18n/options';
import { accountDetailPath, accountListPath } from '../../banking/area';
import { limitListPath, pixKeysPath } from '../../pix/area';
import { auditLogPath } from '../../user-admin/area';
import { PendingIncrease } from '../../../components/PendingIncrease';
import { ClaimsSection } from './ClaimsSection';
import { FraudSection } from './FraudSection';
import { FreezesSection } from './FreezesSection';
import { InfractionsSection } from './InfractionsSection';
import { LimitUsage } from './LimitUsage';
import { MedCasesSection } from './MedCasesSection';
import { StorySection } from './StorySection';
import { TradesSection } from './TradesSection';

type Customer = users.WalletUser;

/**
 * A customer's whole story after their profile: accounts with balances, Pix keys, limits with the
 * use of the period now running, freezes, their transactions over a period (the last 30 days
 * unless chosen), the infraction reports about their transactions, their MED cases, the DICT
 * claims on their keys, their fraud markers and DICT fraud statistics, and what staff did, each
 * the start of its full list filtered on them. The compliance parts (MED, claims, fraud) say so to
 * a member who may not see them, so that no one takes their absence for a clean record; the other
 * parts are left out, as the server would refuse them.
 */
export function CustomerStory({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const can = useCan();
  const owner = customer.doc_number;
  return (
    <>
      {can('bank_accounts.view') && (
        <StorySection
          title={t('story.accounts.heading')}
          endpoint={banking.list}
          body={{ owner_id: customer.id }}
          rowKey={(account) => account.id}
          empty={t('story.accounts.empty')}
          seeAll={{ to: accountListPath({ owner }), screen: t('screens.banking-accounts') }}
          columns={[
            { label: t('story.accounts.account'), cell: (account) => <Link component={RouterLink} to={accountDetailPath(account.id)}>{accountLabel(account)}</Link> },
            { label: t('story.accounts.status'), cell: (account) => <OptionChip list="account_status" code={account.status} /> },
            { label: t('story.accounts.available'), align: 'right', cell: (account) => <Money centavos={account.available} /> },
            { label: t('story.accounts.held'), align: 'right', cell: (account) => <Money centavos={account.frozen} /> },
          ]}
        />
      )}
      {can('pix_keys.view') && (
        <StorySection
          title={t('story.keys.heading')}
          endpoint={pix.keys.list}
          body={{ owner: customer.doc_number }}
          rowKey={(key) => key.id}
          empty={t('story.keys.empty')}
          seeAll={{ to: pixKeysPath({ owner }), screen: t('screens.pix-pix-key') }}
          columns={[
            { label: t('story.keys.type'), cell: (key) => t(optionKey('pix_key_type', key.key_type)) },
            { label: t('story.keys.key'), cell: (key) => key.key_value },
            { label: t('story.keys.status'), cell: (key) => <OptionChip list="pix_key_status" code={key.status} /> },
            { label: t('story.keys.account'), cell: (key) => <Link component={RouterLink} to={accountDetailPath(key.account_id)}>{key.account_number}</Link> },
          ]}
        />
      )}
      {can('limits.view') && (
        <StorySection
          title={t('story.limits.heading')}
          endpoint={pix.limits.list}
          body={{ owner_id: customer.id }}
          rowKey={(limit) => limit.id}
          empty={t('story.limits.empty')}
          seeAll={{ to: limitListPath({ owner }), screen: t('screens.pix-limits-list') }}
          summary={<LimitUsage ownerId={customer.id} />}
          columns={[
            { label: t('story.limits.type'), cell: (limit) => t(optionKey('limits_type', limit.limits_type)) },
            { label: t('story.limits.period'), cell: (limit) => t(optionKey('period_type', limit.period_type)) },
            { label: t('story.limits.amount'), align: 'right', cell: (limit) => <Money centavos={limit.amount} /> },
            { label: t('story.limits.pending'), cell: (limit) => <PendingIncrease limit={limit} /> },
          ]}
        />
      )}
      {can('funds.view') && <FreezesSection customer={customer} />}
      {can('trades.view') && <TradesSection customer={customer} />}
      {can('infractions.view') && <InfractionsSection customer={customer} />}
      <MedCasesSection customer={customer} />
      <ClaimsSection customer={customer} />
      <FraudSection customer={customer} />
      {can('audit.view') && (
        <StorySection
          title={t('story.audit.heading')}
          endpoint={staff.auditList}
          body={{ target: `user:${customer.id}` }}
          rowKey={(entry) => entry.id}
          empty={t('story.audit.empty')}
          seeAll={{ to: auditLogPath({ target: `user:${customer.id}` }), screen: t('screens.user-admin-audit-log') }}
          columns={[
            { label: t('story.audit.at'), cell: (entry) => <DateTime value={entry.at} /> },
            { label: t('story.audit.actor'), cell: (entry) => entry.actor },
            { label: t('story.audit.action'), cell: (entry) => entry.action },
            { label: t('story.audit.result'), cell: (entry) => <OptionChip list="audit_result" code={entry.result} /> },
          ]}
        />
      )}
    </>
  );
}
