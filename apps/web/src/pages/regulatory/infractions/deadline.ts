import { regulatory } from '@wallet/contracts';
import { countdownState, type CountdownState } from '../../../components/countdown';

type InfractionTask = regulatory.infractions.InfractionTask;

/** How an analysis deadline stands: only reports about us waiting for our answer have one that matters. */
export type DeadlineState = { kind: 'none' } | CountdownState;

/** Near within DEADLINE_WARNING_HOURS, overdue once passed; whole hours, rounded towards the deadline. */
export function deadlineState(task: Pick<InfractionTask, 'status' | 'reported_by' | 'deadline_at'>, now: number): DeadlineState {
  if (!regulatory.infractions.awaitsOurAnalysis(task)) return { kind: 'none' };
  return countdownState(task.deadline_at, now, regulatory.infractions.DEADLINE_WARNING_HOURS);
}
