import { Link, Typography } from '@mui/material';
import { regulatory, type users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Countdown } from '../../../components/Countdown';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { medCasePath, medCasesOfCustomerPath } from '../../regulatory/area';
import { StorySection } from './StorySection';
import { useOpenMedCases } from './useOpenMedCases';

/** The customer's MED cases, open ones first, soonest deadline first, each leading to its page; how many are open above them. */
export function MedCasesSection({ customer }: { customer: users.WalletUser }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  return (
    <StorySection
      title={t('story.med.heading')}
      permission="med.view"
      endpoint={regulatory.med.list}
      body={{ customer_id: customer.id }}
      rowKey={(medCase) => medCase.id}
      empty={t('story.med.empty')}
      seeAll={{ to: medCasesOfCustomerPath(customer.id), screen: t('screens.regulatory-med') }}
      summary={<OpenCases customerId={customer.id} />}
      columns={[
        {
          label: t('story.med.case'),
          cell: (medCase) => <Link component={RouterLink} to={medCasePath(medCase.id)} aria-label={t('story.med.openCase', { id: medCase.id })}>#{medCase.id}</Link>,
        },
        { label: t('story.med.side'), cell: (medCase) => <OptionChip list="med_side" code={medCase.side} /> },
        { label: t('story.med.status'), cell: (medCase) => <OptionChip list="med_case_status" code={medCase.status} /> },
        { label: t('story.med.amount'), align: 'right', cell: (medCase) => <Money centavos={medCase.amount} /> },
        { label: t('story.med.deadline'), cell: (medCase) => <Countdown dueAt={medCase.next_deadline_at} now={now} /> },
      ]}
    />
  );
}

function OpenCases({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const { open } = useOpenMedCases(customerId, true);
  if (open === undefined) return null;
  return <Typography sx={{ mb: 1 }} data-med-open={open}>{open > 0 ? t('story.med.open', { count: open }) : t('story.med.none')}</Typography>;
}
