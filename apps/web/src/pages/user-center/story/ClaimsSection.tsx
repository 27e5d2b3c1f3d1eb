import { Box, Link } from '@mui/material';
import { pix, type users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Countdown } from '../../../components/Countdown';
import { OptionChip } from '../../../components/OptionChip';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { optionKey } from '../../../i18n/options';
import { claimListPath, claimPath } from '../../pix/area';
import { StorySection } from './StorySection';

/** The DICT's portability and ownership claims on the customer's keys (another's on theirs, theirs on a key elsewhere), live ones first. */
export function ClaimsSection({ customer }: { customer: users.WalletUser }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  return (
    <StorySection
      title={t('story.claims.heading')}
      permission="claims.view"
      endpoint={pix.claims.list}
      body={{ owner_id: customer.id }}
      rowKey={(claim) => claim.id}
      empty={t('story.claims.empty')}
      seeAll={{ to: claimListPath({ owner_id: customer.id }), screen: t('screens.pix-claims') }}
      columns={[
        {
          label: t('story.claims.claim'),
          cell: (claim) => <Link component={RouterLink} to={claimPath(claim.id)} aria-label={t('story.claims.openClaim', { id: claim.id })}>#{claim.id}</Link>,
        },
        {
          label: t('story.claims.key'),
          cell: (claim) => <><Box component="span" sx={{ overflowWrap: 'anywhere' }}>{claim.key_value}</Box> <Box component="span" sx={{ color: 'text.secondary' }}>({t(optionKey('pix_key_type', claim.key_type))})</Box></>,
        },
        { label: t('story.claims.type'), cell: (claim) => t(optionKey('claim_type', claim.claim_type)) },
        { label: t('story.claims.role'), cell: (claim) => <OptionChip list="claim_role" code={claim.role} /> },
        { label: t('story.claims.status'), cell: (claim) => <OptionChip list="claim_status" code={claim.status} /> },
        { label: t('story.claims.deadline'), cell: (claim) => <Countdown dueAt={claim.next_deadline_at} now={now} /> },
      ]}
    />
  );
}
