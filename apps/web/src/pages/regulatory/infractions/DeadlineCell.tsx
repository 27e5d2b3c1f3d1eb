import type { regulatory } from '@wallet/contracts';
import { CountdownWords } from '../../../components/Countdown';
import { DateTime } from '../../../components/DateTime';
import { deadlineState } from './deadline';

type InfractionTask = regulatory.infractions.InfractionTask;

/**
 * When the analysis is due, with, for a report still waiting for our answer, a warning beneath it
 * within DEADLINE_WARNING_HOURS and an error once it has passed, in words, not only in colour.
 */
export function DeadlineCell({ task, now }: { task: InfractionTask; now: number }) {
  const state = deadlineState(task, now);
  return (
    <span className="list-table-lines" data-deadline={state.kind}>
      <span><DateTime value={task.deadline_at} /></span>
      {(state.kind === 'overdue' || state.kind === 'near') && <span><CountdownWords state={state} /></span>}
    </span>
  );
}
