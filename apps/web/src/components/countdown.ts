/** How a deadline stands now: time left (near once within the warning), or time past it. */
export type CountdownState =
  | { kind: 'ok' | 'near'; hoursLeft: number }
  | { kind: 'overdue'; hoursLate: number };

const HOUR = 3_600_000;
/** The MED's rule of thumb: a deadline within two days needs attention. */
const COUNTDOWN_WARNING_HOURS = 48;

/** Near within `warningHours`, overdue once passed; whole hours, rounded towards the deadline. */
export function countdownState(dueAt: string, now: number, warningHours = COUNTDOWN_WARNING_HOURS): CountdownState {
  const left = Date.parse(dueAt) - now;
  if (left <= 0) return { kind: 'overdue', hoursLate: Math.floor((now - Date.parse(dueAt)) / HOUR) };
  const hoursLeft = Math.floor(left / HOUR);
  return { kind: left <= warningHours * HOUR ? 'near' : 'ok', hoursLeft };
}
