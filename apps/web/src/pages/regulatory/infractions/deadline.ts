import { regulatory } from '@wallet/contracts';

type InfractionTask = regulatory.infractions.InfractionTask;

/** How an analysis deadline stands: only reports about us waiting for our answer have one that matters. */
export type DeadlineState =
  | { kind: 'none' }
  | { kind: 'ok' | 'near'; hoursLeft: number }
  | { kind: 'overdue'; hoursLate: number };

const HOUR = 3_600_000;

/** Near within DEADLINE_WARNING_HOURS, overdue once passed; whole hours, rounded towards the deadline. */
export function deadlineState(task: Pick<InfractionTask, 'status' | 'reported_by' | 'deadline_at'>, now: number): DeadlineState {
  if (!regulatory.infractions.awaitsOurAnalysis(task)) return { kind: 'none' };
  const left = Date.parse(task.deadline_at) - now;
  if (left <= 0) return { kind: 'overdue', hoursLate: Math.floor((now - Date.parse(task.deadline_at)) / HOUR) };
  const hoursLeft = Math.floor(left / HOUR);
  return { kind: left <= regulatory.infractions.DEADLINE_WARNING_HOURS * HOUR ? 'near' : 'ok', hoursLeft };
}
