import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { ALL } from '../options.js';
import { Amount, CreatedBetween, filterOf, Instant, listData, NoBody, Option, Paging, RowId, StatedText } from '../common.js';
import { AnalysisResult, InfractionActive, InfractionStatus, InfractionType, SituationType } from '../options.js';
import { TradeDetail } from '../trades/index.js';
import { EndToEndId } from '../end-to-end-id.js';
import { BulkResults, SelectedIds } from '../bulk.js';

/** Days the reported side has to analyse a report and close it (the MED's deadline). */
export const ANALYSIS_DAYS = 7;
/** A deadline this close is shown as near. */
export const DEADLINE_WARNING_HOURS = 48;

export { EndToEndId } from '../end-to-end-id.js';
const Details = z.string().check(z.trim(), z.minLength(3, 'must be at least 3 characters'), z.maxLength(2000));

export const InfractionTask = z.object({
  id: z.int(),
  /** The report's id at the DICT. */
  dict_id: z.string(),
  end_to_end_id: z.string(),
  /** Our trade with that end-to-end id, when we have it. */
  trade_id: z.nullable(z.int()),
  amount: z.nullable(Amount),
  inf_type: InfractionType.schema,
  situation_type: SituationType.schema,
  status: InfractionStatus.schema,
  /** `us` when we reported it: only we may cancel it, only the other side acknowledges and closes it. */
  reported_by: z.enum(['us', 'counterparty']),
  /** The other participant: its ISPB and name. */
  counterparty_ispb: z.string(),
  counterparty_name: z.nullable(z.string()),
  details: z.string(),
  analysis_result: z.nullable(AnalysisResult.schema),
  analysis_details: z.nullable(z.string()),
  /** When the analysis is due: ANALYSIS_DAYS after the report was made. */
  deadline_at: Instant,
  created_at: Instant,
  updated_at: Instant,
});
export type InfractionTask = z.infer<typeof InfractionTask>;

export type InfractionAction = 'acknowledge' | 'close' | 'cancel';

/**
 * What may be done to a report now. The reported side acknowledges an open report and closes a
 * received one with its analysis; the reporting side may cancel it until it is canceled. The server
 * enforces this and the console offers only these actions.
 */
export function allowedActions(task: Pick<InfractionTask, 'status' | 'reported_by'>): InfractionAction[] {
  if (task.reported_by === 'us') return task.status === 'canceled' ? [] : ['cancel'];
  if (task.status === 'open') return ['acknowledge'];
  return task.status === 'received' ? ['close'] : [];
}

/** A report about us still waiting for our analysis: its deadline is ours to meet. */
export const awaitsOurAnalysis = (task: Pick<InfractionTask, 'status' | 'reported_by'>) =>
  task.reported_by === 'counterparty' && (task.status === 'open' || task.status === 'received');

export const HistoryEntry = z.object({
  status: InfractionStatus.schema,
  /** Who moved it: a staff username, or "DICT" for changes the other side made. */
  actor: z.string(),
  /** What happened and which side did it: a note of `NOTES` (`infraction.…`). */
  note: StatedText,
  at: Instant,
});

export const list = endpoint({
  path: '/api/v1/infractions_task/list',
  access: 'infractions.view',
  exportable: true,
  summary: 'Infraction reports (DICT, the MED), newest first; `time` is when they were last synced',
  body: z.strictObject({
    ...Paging,
    status: filterOf(InfractionStatus.schema),
    /** The other participant's ISPB. */
    company: z._default(z.union([z.literal(ALL), z.string().check(z.regex(/^\d{8}$/, 'must be an ISPB of 8 digits'))]), ALL),
    analysis_result: filterOf(AnalysisResult.schema),
    situation_type: filterOf(SituationType.schema),
    inf_type: filterOf(InfractionType.schema),
    inf_active: filterOf(InfractionActive.schema),
    /** Part of an end-to-end id or of the DICT's report id. */
    keyword: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
    /** Reports about a merchant's trades: the merchant's id, or part of its name. */
    merchant: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    ...CreatedBetween,
  }).check(z.refine((b) => !b.created_from || !b.created_to || b.created_from <= b.created_to, { path: ['created_to'], message: 'must not be before created_from' })),
  data: z.extend(listData(InfractionTask), { time: z.nullable(Instant) }),
});

export const sync = endpoint({
  path: '/api/v1/infractions_task/sync',
  access: 'infractions.manage',
  mutation: true,
  summary: 'Pull the reports the DICT changed since the last sync (also done every few minutes)',
  body: NoBody,
  data: z.object({ created: z.int(), updated: z.int(), time: Instant }),
});

export const create = endpoint({
  path: '/api/v1/infractions_task/create',
  access: 'infractions.manage',
  mutation: true,
  summary: 'Report an infraction about a Pix transaction to the DICT, by its end-to-end id',
  body: z.strictObject({ end_to_end_id: EndToEndId, inf_type: InfractionType.schema, situation_type: SituationType.schema, details: Details }),
  data: InfractionTask,
});

export const acknowledge = endpoint({
  path: '/api/v1/infractions_task/acknowledge',
  access: 'infractions.manage',
  mutation: true,
  summary: 'Acknowledge a report made about us: open → received',
  body: z.strictObject({ id: RowId }),
  data: InfractionTask,
});

export const acknowledgeSelected = endpoint({
  path: '/api/v1/infractions_task/acknowledge_selected',
  access: 'infractions.manage',
  mutation: true,
  summary: 'Acknowledge the reports chosen on a list: each at the DICT and audited on its own; the answer says what was done to each and why any was refused',
  body: z.strictObject({ ids: SelectedIds }),
  data: BulkResults,
});

export const close = endpoint({
  path: '/api/v1/infractions_task/close',
  access: 'infractions.manage',
  mutation: true,
  summary: 'Close a received report about us with the analysis: agreed or disagreed, and why',
  body: z.strictObject({ id: RowId, analysis_result: AnalysisResult.schema, analysis_details: Details }),
  data: InfractionTask,
});

export const cancel = endpoint({
  path: '/api/v1/infractions_task/cancel',
  access: 'infractions.manage',
  mutation: true,
  summary: 'Cancel a report we made, at any time, also after it was closed',
  body: z.strictObject({ id: RowId }),
  data: InfractionTask,
});

export const detail = endpoint({
  path: '/api/v1/infractions_task/detail',
  access: 'infractions.view',
  summary: 'One report with its transaction and its history',
  body: z.strictObject({ id: RowId }),
  data: z.object({ task: InfractionTask, trade: z.nullable(TradeDetail), history: z.array(HistoryEntry) }),
});

export const metadata = endpoint({
  path: '/api/v1/infractions_task/metadata',
  access: 'infractions.view',
  summary: 'The option lists of the infraction screens, each `{ name, code }`',
  body: NoBody,
  data: z.object({
    company: z.array(Option),
    analysis_result: z.array(Option),
    situation_type: z.array(Option),
    inf_type: z.array(Option),
    inf_active: z.array(Option),
  }),
});
