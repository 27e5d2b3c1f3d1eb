import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/Countdown';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { DetailSection } from '../../../components/DetailSection';
import type { CaseDetail } from './case-facts';

/** Every deadline of the case, soonest first: met ones struck, the others counting down (red once overdue). */
export function CaseDeadlines({ deadlines }: { deadlines: CaseDetail['deadlines'] }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const sorted = [...deadlines].sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));
  return (
    <DetailSection title={t('med.deadlines.heading')}>
      {sorted.length === 0 ? <Typography color="text.secondary">{t('med.deadlines.none')}</Typography> : (
        <List dense disablePadding>
          {sorted.map((deadline) => (
            <ListItem key={`${deadline.kind}-${deadline.subject}`} disableGutters data-deadline={deadline.kind} data-met={deadline.met}>
              <ListItemText
                primary={`${t(`med.deadlineKind.${deadline.kind}`)} · ${deadline.subject}`}
                secondary={<Countdown dueAt={deadline.due_at} now={now} met={deadline.met} />}
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailSection>
  );
}
