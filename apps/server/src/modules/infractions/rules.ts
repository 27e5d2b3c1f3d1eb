import { regulatory } from '@wallet/contracts';

type InfractionTask = regulatory.infractions.InfractionTask;
type Action = regulatory.infractions.InfractionAction;

const sideOf = (task: InfractionTask) => task.counterparty_name ?? `participant ${task.counterparty_ispb}`;

/**
 * Why an action is refused on a report, in words that say what to do instead; null when the
 * MED allows it (`allowedActions` of the contracts, which the console follows too).
 */
export function refusalOf(task: InfractionTask, action: Action): string | null {
  if (regulatory.infractions.allowedActions(task).includes(action)) return null;
  const report = `Report ${task.id} on ${task.end_to_end_id}`;
  if (task.status === 'canceled') return `${report} was canceled; nothing more can be done with it`;
  if (action === 'cancel') {
    const instead = task.status === 'closed' ? '' : '. Answer it with your analysis instead';
    return `${report} was made by ${sideOf(task)}: only the reporting side can cancel it${instead}`;
  }
  if (task.reported_by === 'us') {
    return `${report} was made by us: only ${sideOf(task)}, the reported side, can ${action} it. We can only cancel it`;
  }
  if (action === 'acknowledge') {
    return task.status === 'received' ? `${report} is already received; close it with your analysis` : `${report} is already closed`;
  }
  return task.status === 'open'
    ? `${report} is open: acknowledge it before closing it with your analysis`
    : `${report} is already closed (${task.analysis_result})`;
}
