import { Box, Link } from '@mui/material';
import { regulatory, type users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { optionKey } from '../../../i18n/options';
import { infractionsPath } from '../../regulatory/area';
import { StorySection } from './StorySection';

/** The infraction reports (the MED) about the customer's transactions, newest first. */
export function InfractionsSection({ customer }: { customer: users.WalletUser }) {
  const { t } = useTranslation();
  // The list's `merchant` filter takes the id of any trade's owner.
  const ofCustomer = { merchant: customer.id };
  return (
    <StorySection
      title={t('story.infractions.heading')}
      endpoint={regulatory.infractions.list}
      body={{ merchant: String(customer.id) }}
      rowKey={(task) => task.id}
      empty={t('story.infractions.empty')}
      seeAll={{ to: infractionsPath(ofCustomer), screen: t('screens.regulatory-infractions-notification') }}
      columns={[
        {
          label: t('story.infractions.endToEndId'),
          // The list opens the report's dialog from its address.
          cell: (task) => (
            <Link component={RouterLink} to={infractionsPath({ ...ofCustomer, report: task.id })}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>{task.end_to_end_id}</Box>
            </Link>
          ),
        },
        { label: t('story.infractions.type'), cell: (task) => t(optionKey('infraction_type', task.inf_type)) },
        { label: t('story.infractions.status'), cell: (task) => <OptionChip list="infraction_status" code={task.status} /> },
        { label: t('story.infractions.amount'), align: 'right', cell: (task) => <Money centavos={task.amount} /> },
        { label: t('story.infractions.reported'), cell: (task) => <DateTime value={task.created_at} /> },
        { label: t('story.infractions.deadline'), cell: (task) => <DateTime value={task.deadline_at} /> },
      ]}
    />
  );
}
