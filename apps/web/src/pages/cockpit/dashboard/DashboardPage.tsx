import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { ApprovalFigures } from './ApprovalFigures';
import { DayFigures } from './DayFigures';
import { Welcome } from './Welcome';

/**
 * The home page every member lands on after signing in: the figures of the day for those who may
 * see transactions, each opening its filtered list; a welcome with the screens they may open for the rest;
 * and for everyone, what waits for a second person.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">{t('screens.dashboard')}</Typography>
      {can('trades.view') ? <DayFigures /> : <Welcome />}
      <ApprovalFigures />
    </Stack>
  );
}
