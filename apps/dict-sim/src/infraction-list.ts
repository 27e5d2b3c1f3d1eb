import type { Answer } from './answers.js';
import type { Query } from './group.js';
import type { StoredInfractionReport } from './infraction-book.js';
import { asked, flagOf, hasRole, listAnswer, readListQuery, shownWith } from './list-query.js';

const STATUSES = ['OPEN', 'ACKNOWLEDGED', 'CLOSED', 'CANCELLED'];

/** A report's details, which a list shows only when `IncludeDetails` asks for them. */
const DETAILS = ['ReportDetails', 'AnalysisDetails'] as const;

/**
 * `listInfractionReport`: the reports the participant calling is a side of, by the filters of the
 * query (`IsDebited`, `IsCredited` its role), in the order they were last changed, at most `Limit`
 * of them. The simulator has no indirect participants: `Participant` is the caller.
 */
export function listInfractionReports(reports: readonly StoredInfractionReport[], caller: string, query: Query): Answer {
  const list = readListQuery(query, caller, STATUSES, 'Infraction reports');
  if ('refusal' in list) return list.refusal;
  const isDebited = flagOf(query.IsDebited);
  const isCredited = flagOf(query.IsCredited);
  const details = flagOf(query.IncludeDetails) === true;
  const found = reports.filter((report) => hasRole(report.DebitedParticipant === list.participant, report.CreditedParticipant === list.participant, isDebited, isCredited)
    && asked(list, report.Status, report.LastModified));
  return listAnswer('ListInfractionReportsResponse', 'InfractionReports', list, found, (report) => shownWith(report, details, DETAILS));
}
