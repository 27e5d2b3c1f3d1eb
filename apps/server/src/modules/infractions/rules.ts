import { regulatory, words, type Words } from '@wallet/contracts';

type InfractionTask = regulatory.infractions.InfractionTask;
type Action = regulatory.infractions.InfractionAction;

/** The other side of a report, by name when we know it. */
const sideOf = (task: InfractionTask) => task.counterparty_name ?? `ISPB ${task.counterparty_ispb}`;

/**
 * Why an action is refused on a report, in words that say what to do instead; null when the
 * MED allows it (`allowedActions` of the contracts, which the console follows too).
 */
export function refusalOf(task: InfractionTask, action: Action): Words | null {
  if (regulatory.infractions.allowedActions(task).includes(action)) return null;
  const report = { report: String(task.id), end_to_end_id: task.end_to_end_id };
  if (task.status === 'canceled') return words('infraction.is_canceled', report);
  if (action === 'cancel') {
    return words(task.status === 'closed' ? 'infraction.cancel_theirs' : 'infraction.cancel_theirs_answer', { ...report, side: sideOf(task) });
  }
  if (task.reported_by === 'us') {
    return words(action === 'acknowledge' ? 'infraction.acknowledge_ours' : 'infraction.close_ours', { ...report, side: sideOf(task) });
  }
  if (action === 'acknowledge') return words(task.status === 'received' ? 'infraction.is_received' : 'infraction.is_closed', report);
  if (task.status === 'open') return words('infraction.is_open', report);
  return task.analysis_result ? words('infraction.is_closed_with', { ...report, result: task.analysis_result }) : words('infraction.is_closed', report);
}
