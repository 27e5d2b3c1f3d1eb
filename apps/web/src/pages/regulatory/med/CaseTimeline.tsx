import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { DetailSection } from '../../../components/DetailSection';
import type { CaseDetail } from './case-facts';
import { MemberName } from '../../../components/MemberName';
import { StatedText } from '../../../components/StatedText';

/** What happened in the case, oldest first and newest last: who (staff, the DICT, the customer or the system), what, how much, when. */
export function CaseTimeline({ events }: { events: CaseDetail['events'] }) {
  const { t } = useTranslation();
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  return (
    <DetailSection title={t('med.timeline.heading')}>
      <List component="ol" dense disablePadding>
        {sorted.map((event) => (
          <ListItem key={event.id} disableGutters data-event={event.kind}>
            <ListItemText
              primary={<>{t(`med.event.${event.kind}`)}{event.amount !== null && <> · <Money centavos={event.amount} /></>}{event.note && <> — <StatedText value={event.note} /></>}</>}
              secondary={<><MemberName username={event.actor} /> · <DateTime value={event.at} /></>}
            />
          </ListItem>
        ))}
      </List>
    </DetailSection>
  );
}
