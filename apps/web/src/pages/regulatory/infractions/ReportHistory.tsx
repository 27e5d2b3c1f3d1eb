import { List, ListItem, ListItemText, Stack } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { DateTime } from '../../../components/DateTime';
import { OptionChip } from '../../../components/OptionChip';
import { StatedText } from '../../../components/StatedText';

type HistoryEntry = z.infer<typeof regulatory.infractions.HistoryEntry>;

/** Each status the report went through, oldest first: who moved it (a member, or the DICT for the other side) and when. */
export function ReportHistory({ history }: { history: readonly HistoryEntry[] }) {
  return (
    <List component="ol" dense disablePadding>
      {history.map((entry, index) => (
        <ListItem key={`${entry.at}-${index}`} disableGutters data-status={entry.status}>
          <ListItemText
            primary={(
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <OptionChip list="infraction_status" code={entry.status} />
                <span><StatedText value={entry.note} /></span>
              </Stack>
            )}
            secondary={<>{entry.actor} · <DateTime value={entry.at} /></>}
            slotProps={{ primary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
