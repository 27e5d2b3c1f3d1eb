import { Link } from '@mui/material';
import { banking, type users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { accountDetailPath, fundsFreezePath } from '../../banking/area';
import { StorySection } from './StorySection';

/** The money held on the customer's accounts: freezes still holding some first, then released ones. */
export function FreezesSection({ customer }: { customer: users.WalletUser }) {
  const { t } = useTranslation();
  return (
    <StorySection
      title={t('story.freezes.heading')}
      endpoint={banking.freezeList}
      body={{ owner: customer.doc_number, active_first: true }}
      rowKey={(freeze) => freeze.id}
      empty={t('story.freezes.empty')}
      seeAll={{ to: fundsFreezePath({ owner: customer.doc_number }), screen: t('screens.banking-funds-freeze') }}
      columns={[
        { label: t('story.freezes.account'), cell: (freeze) => <Link component={RouterLink} to={accountDetailPath(freeze.account_id)}>{freeze.account_number}</Link> },
        { label: t('story.freezes.status'), cell: (freeze) => <OptionChip list="freeze_status" code={freeze.status} /> },
        { label: t('story.freezes.amount'), align: 'right', cell: (freeze) => <Money centavos={freeze.amount} /> },
        { label: t('story.freezes.held'), align: 'right', cell: (freeze) => <Money centavos={freeze.remaining} /> },
        { label: t('story.freezes.reason'), cell: (freeze) => freeze.reason },
        { label: t('story.freezes.created'), cell: (freeze) => <DateTime value={freeze.created_at} /> },
      ]}
    />
  );
}
