/** What the infraction screen's tests share (and a user's detail, with its reports): the calls' paths, sample reports and the answers of a quiet DICT. */
import { note, regulatory, type Permission } from '@wallet/contracts';
import { envelope, type Answer } from './fake-api';
import { session, tradeDetail } from './trade-test-kit';

export { envelope, fakeApi, renderScreen, SignedIn } from './fake-api';
export { Location } from './trade-test-kit';

const infractions = regulatory.infractions;
type InfractionTask = regulatory.infractions.InfractionTask;
const HOUR = 3_600_000;

export const PATHS = {
  list: infractions.list.path, sync: infractions.sync.path, create: infractions.create.path, acknowledge: infractions.acknowledge.path,
  close: infractions.close.path, cancel: infractions.cancel.path, detail: infractions.detail.path, metadata: infractions.metadata.path,
} as const;
export const MANAGER: Permission[] = ['infractions.view', 'infractions.manage'];
const LAST_SYNC = '2026-01-15T12:00:00.000Z';

/** A report with its deadline `hoursLeft` from now (negative: overdue). */
export function task(overrides: Partial<InfractionTask> = {}, hoursLeft = 100): InfractionTask {
  const deadline = Date.now() + hoursLeft * HOUR;
  return {
    id: 7, dict_id: '3f1c2b9a-1d2e-4f3a-8b4c-5d6e7f8a9b0c', end_to_end_id: 'E18236120202601151200abcdefghijk', trade_id: 501, amount: 150_000,
    inf_type: 'FRAUD', situation_type: 'SCAM', status: 'open', reported_by: 'counterparty', counterparty_ispb: '18236120', counterparty_name: 'Nu Pagamentos S.A. - IP',
    details: 'The payer says a fake seller took the payment.', analysis_result: null, analysis_details: null,
    deadline_at: new Date(deadline).toISOString(), created_at: new Date(deadline - 7 * 24 * HOUR).toISOString(), updated_at: new Date(deadline - 7 * 24 * HOUR).toISOString(),
    ...overrides,
  };
}

const taskPage = (list: InfractionTask[], time: string | null = LAST_SYNC) =>
  envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 50, total_capped: false }, time });

const METADATA = {
  company: [{ name: '18236120 - Nu Pagamentos S.A. - IP', code: '18236120' }, { name: '60701190 - Itaú Unibanco S.A.', code: '60701190' }],
  analysis_result: [{ name: 'Agreed', code: 'AGREED' }, { name: 'Disagreed', code: 'DISAGREED' }],
  situation_type: [{ name: 'Scam', code: 'SCAM' }, { name: 'Other', code: 'OTHER' }],
  inf_type: [{ name: 'Fraud', code: 'FRAUD' }, { name: 'Refund request', code: 'REFUND_REQUEST' }],
  inf_active: [{ name: 'Active (open or received)', code: 'active' }, { name: 'Ended (closed or canceled)', code: 'inactive' }],
};

/** The member's session, the screen's option lists and its list; a change answers the report as the server would. */
export function screenAnswers(permissions: Permission[], list: InfractionTask[]): Record<string, Answer> {
  const moved = (status: InfractionTask['status'], msg: string): Answer => ({ id }) => envelope(200, msg, task({ id: id as number, status }));
  return {
    ...session(permissions),
    [PATHS.metadata]: () => envelope(200, 'ok', METADATA),
    [PATHS.list]: () => taskPage(list),
    [PATHS.acknowledge]: moved('received', 'Report 7 acknowledged'),
    [PATHS.close]: moved('closed', 'Report 7 closed with the analysis AGREED'),
    [PATHS.cancel]: moved('canceled', 'Report 7 canceled'),
    [PATHS.sync]: () => envelope(200, 'Synced with the DICT: 2 new, 1 updated', { created: 2, updated: 1, time: LAST_SYNC }),
    [PATHS.create]: ({ end_to_end_id }) => envelope(200, 'Report 9 on it sent to the DICT', task({ id: 9, end_to_end_id: end_to_end_id as string, reported_by: 'us' })),
    [PATHS.detail]: ({ id }) => {
      const shown = list.find((t) => t.id === id) ?? task({ id: id as number });
      return envelope(200, 'ok', {
        task: shown,
        trade: shown.trade_id === null ? null : tradeDetail({ id: shown.trade_id, end_to_end_id: shown.end_to_end_id }),
        history: [{ status: 'open', actor: 'DICT', note: note('infraction.reported', { by: shown.counterparty_name ?? shown.counterparty_ispb }), at: shown.created_at }],
      });
    },
  };
}
