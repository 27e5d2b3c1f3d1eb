import { Stack } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import { CountdownChip } from '../../../components/Countdown';
import { DateTime } from '../../../components/DateTime';
import { deadlineState } from './deadline';

type InfractionTask = regulatory.infractions.InfractionTask;

/**
 * When the analysis is due. For a report still waiting for our answer, a warning within
 * DEADLINE_WARNING_HOURS and an error once it has passed, in words, not only in colour.
 */
export function DeadlineCell({ task, now }: { task: InfractionTask; now: number }) {
  const state = deadlineState(task, now);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }} data-deadline={state.kind}>
      <DateTime value={task.deadline_at} />
      {(state.kind === 'overdue' || state.kind === 'near') && <CountdownChip state={state} />}
    </Stack>
  );
}
