import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/Countdown';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { DetailSection } from '../../../components/DetailSection';

type Claim = pix.claims.Claim;

/**
 * The claim's two periods: the resolution period (the holder answers) and the completion period
 * (the claimer completes), each counting down while the claim waits for it, struck once past it.
 */
export function ClaimPeriods({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const resolutionMet = claim.status !== 'OPEN' && claim.status !== 'WAITING_RESOLUTION';
  return (
    <DetailSection title={t('claims.periods.heading')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>{t('claims.periods.intro', { days: pix.claims.CLAIM_PERIOD_DAYS })}</Typography>
      <List dense disablePadding>
        <ListItem disableGutters data-period="resolution">
          <ListItemText
            primary={t('claims.periods.resolution')}
            secondary={<Countdown dueAt={claim.resolution_period_end} now={now} met={resolutionMet} />}
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
        <ListItem disableGutters data-period="completion">
          <ListItemText
            primary={t('claims.periods.completion')}
            secondary={claim.completion_period_end
              ? <Countdown dueAt={claim.completion_period_end} now={now} met={claim.status !== 'CONFIRMED'} />
              : t('claims.periods.notStarted')}
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      </List>
    </DetailSection>
  );
}
