/** What the MED screens' tests share: the calls' paths, a sample case and its detail, and the session. */
import { note, regulatory, type DataOf, type Permission } from '@wallet/contracts';
import { envelope, fakeApi, renderScreen, SignedIn, type Answer } from '../../../test-support/fake-api';
import { session, tradeDetail } from '../../../test-support/trade-test-kit';
import { freezeRow } from '../../../test-support/funds-test-kit';
import MedCasePage from './MedCasePage';
import { medCase } from '../../../test-support/med-case-sample';

export { fakeApi, renderScreen, SignedIn } from '../../../test-support/fake-api';
export { Location } from '../../../test-support/trade-test-kit';
export { medCase } from '../../../test-support/med-case-sample';

const med = regulatory.med;
type MedCase = regulatory.med.MedCase;
type RefundRequest = regulatory.med.RefundRequest;
type TraceHop = regulatory.med.TraceHop;
type CaseDetail = DataOf<typeof med.detail>;

const HOUR = 3_600_000;
export const MANAGER: Permission[] = ['med.view', 'med.manage', 'infractions.view', 'infractions.manage'];
export const VIEWER: Permission[] = ['med.view', 'infractions.view'];
export const PATHS = {
  list: med.list.path, detail: med.detail.path, open: med.open.path, take: med.take.path, hold: med.hold.path, close: med.close.path, sync: med.sync.path,
  refundCreate: med.refundCreate.path, refundAccept: med.refundAccept.path, refundReject: med.refundReject.path, refundCancel: med.refundCancel.path,
  trace: med.trace.path, traceRefunds: med.traceRefunds.path,
} as const;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function refundRequest(overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    id: 4, dict_id: '9b1c2b9a-1d2e-4f3a-8b4c-5d6e7f8a9b0c', case_id: 12, trade_id: 501, role: 'contested', reason: 'FRAUD', amount: 150_000,
    details: 'The payer fell for a fake seller.', status: 'OPEN', analysis_result: null, rejection_reason: null, analysis_details: null,
    refunded_amount: 0, return_id: null, hop_id: null, counterparty_ispb: '18236120', requested_by: 'DICT', answered_by: null,
    created_at: hoursFromNow(-24), deadline_at: hoursFromNow(30), closed_at: null,
    ...overrides,
  };
}

/** One account the money reached: by default the first, at another institution, not asked yet. */
export function traceHop(overrides: Partial<TraceHop> = {}): TraceHop {
  return {
    id: 1, parent_id: null, depth: 1, end_to_end_id: 'E18236120202601151200abcdefghijk', amount: 150_000, at: hoursFromNow(-24),
    ispb: '18236120', institution_name: 'Nu Pagamentos S.A. - IP', branch: '0001', account: '778899', holder_name: 'Carlos Mendes',
    ours: false, account_id: null, held: null, refund_request_id: null,
    ...overrides,
  };
}

/**
 * A trail of four accounts: the receiver sent R$ 900,00 on to a mule at another bank and R$ 400,00
 * to an account of ours (R$ 300,00 of it held), and the mule sent R$ 600,00 further.
 */
export function sampleTrace(): TraceHop[] {
  return [
    traceHop({ refund_request_id: 4 }),
    traceHop({ id: 2, parent_id: 1, depth: 2, end_to_end_id: 'E60701190202601151300abcdefghijk', amount: 90_000, at: hoursFromNow(-23), ispb: '60701190', institution_name: 'Itaú Unibanco S.A.', branch: '1234', account: '55501', holder_name: 'Pedro Alves' }),
    traceHop({ id: 3, parent_id: 1, depth: 2, end_to_end_id: 'E18236120202601151310abcdefghijk', amount: 40_000, at: hoursFromNow(-22), ispb: '18236120', institution_name: null, branch: '0001', account: '24680', holder_name: 'Ana Souza', ours: true, account_id: 77, held: 30_000 }),
    traceHop({ id: 4, parent_id: 2, depth: 3, end_to_end_id: 'E00000000202601151400abcdefghijk', amount: 60_000, at: hoursFromNow(-21), ispb: '00000000', institution_name: 'Banco do Brasil S.A.', branch: '0042', account: '13579', holder_name: 'João Lima' }),
  ];
}

/** The detail of a case: R$ 1.500,00 contested, R$ 1.000,00 of it held by a cautionary block. */
export function caseDetail(overrides: Partial<CaseDetail> = {}, caseOverrides: Partial<MedCase> = {}): CaseDetail {
  const shown = medCase(caseOverrides);
  return {
    case: shown,
    trade: tradeDetail({ id: shown.trade_id, trade_no: shown.trade_no, end_to_end_id: shown.end_to_end_id, created_at: hoursFromNow(-24) }),
    money: { amount: 150_000, held: 100_000, returned: 0, left: 150_000, available: 20_000, frozen: 100_000 },
    holds: [freezeRow({ id: 31, account_id: 12, amount: 100_000, remaining: 100_000, hold_type: 'cautionary', expires_at: hoursFromNow(20), trade_id: 501, case_id: 12, reason: 'Suspected scam' })],
    reports: [],
    refund_requests: [],
    deadlines: [
      { kind: 'cautionary_hold', subject: 'freeze:31', due_at: hoursFromNow(20), met: false },
      { kind: 'report_analysis', subject: 'case', due_at: hoursFromNow(-5), met: false },
      { kind: 'refund_window', subject: 'case', due_at: hoursFromNow(80 * 24), met: true },
    ],
    events: [
      { id: 2, kind: 'cautionary_hold', actor: 'ops', note: 'Money moved on within minutes', amount: 100_000, at: hoursFromNow(-20) },
      { id: 1, kind: 'opened', actor: 'DICT', note: note('med.reported', { report: 'b3c1e6a0', situation: 'SCAM' }), amount: null, at: hoursFromNow(-24) },
    ],
    trace: [],
    funds_recoveries: [],
    ...overrides,
  };
}

const casePage = (list: MedCase[], counts = { open: 3, due_today: 1, overdue: 2, mine: 0 }) =>
  envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 50, total_capped: false }, counts });

/** The member's session and the MED calls, answered as the server would. */
export function medAnswers(permissions: Permission[], { list = [medCase()], detail = caseDetail() }: { list?: MedCase[]; detail?: CaseDetail } = {}): Record<string, Answer> {
  return {
    ...session(permissions),
    [PATHS.list]: () => casePage(list),
    [PATHS.detail]: () => envelope(200, 'ok', detail),
    [PATHS.sync]: () => envelope(200, 'Synced: 1 contestations, 2 refund requests, 0 answers', { contestations: 1, refund_requests: 2, answers: 0, time: new Date().toISOString() }),
    [PATHS.open]: ({ end_to_end_id }) => envelope(200, 'Case 40 opened', medCase({ id: 40, end_to_end_id: end_to_end_id as string, origin: 'staff' })),
    [PATHS.take]: () => envelope(200, 'Case 12 is yours now', medCase({ assigned_to: 'ops' })),
    [PATHS.close]: () => envelope(200, 'Case 12 closed', medCase({ status: 'closed', closed_at: new Date().toISOString(), close_note: 'Done' })),
    [PATHS.trace]: () => envelope(200, 'Case 12 traced: 4 accounts', sampleTrace()),
    [PATHS.traceRefunds]: () => envelope(200, 'Refund requests filed along the trail', [
      refundRequest({ id: 7, role: 'requesting', hop_id: 2, amount: 90_000, counterparty_ispb: '60701190', requested_by: 'ops' }),
      refundRequest({ id: 8, role: 'requesting', hop_id: 4, amount: 60_000, counterparty_ispb: '00000000', requested_by: 'ops' }),
    ]),
    [PATHS.refundAccept]: ({ id }) => envelope(200, 'Refund request accepted', refundRequest({ id: id as number, status: 'CLOSED', analysis_result: 'TOTALLY_ACCEPTED', refunded_amount: 150_000, closed_at: new Date().toISOString() })),
  };
}

/** Opens the page of the case `detail` describes, for a member with `permissions`; answers the fake API it set up. */
export function showCase(detail: CaseDetail = caseDetail(), permissions: Permission[] = MANAGER) {
  const api = fakeApi(medAnswers(permissions, { detail }));
  renderScreen(<><MedCasePage /><SignedIn /></>, `/regulatory/med/detail?id=${detail.case.id}`);
  return api;
}

/** A text with its no-break spaces (after "R$") read as spaces. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
