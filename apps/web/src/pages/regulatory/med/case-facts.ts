import { regulatory, type DataOf } from '@wallet/contracts';

const med = regulatory.med;
export type CaseDetail = DataOf<typeof med.detail>;

const DAY = 86_400_000;

/** When the Pix's money can no longer be asked back through the MED: the case's deadline, or 80 days after the Pix. */
function refundWindowEnd(detail: Pick<CaseDetail, 'deadlines' | 'trade'>): number {
  const window = detail.deadlines.find((deadline) => deadline.kind === 'refund_window');
  return window ? Date.parse(window.due_at) : Date.parse(detail.trade.created_at) + med.REFUND_WINDOW_DAYS * DAY;
}

/** What the contract's `caseActions` needs to know of a case, read from its detail. */
function caseFacts(detail: CaseDetail, me: string, now: number) {
  return {
    me,
    openRequest: detail.refund_requests.some((request) => request.status === 'OPEN'),
    left: detail.money.left,
    windowOpen: now < refundWindowEnd(detail),
  };
}

/**
 * Whether a funds recovery may be opened for the case now: on the payer's side, open, within the
 * refund window, with no recovery running (the server refuses the rest in its words).
 */
export function mayOpenRecovery(detail: CaseDetail, canManage: boolean, now: number): boolean {
  return canManage && detail.case.status === 'open' && detail.case.side === 'payer' && now < refundWindowEnd(detail)
    && detail.funds_recoveries.every((recovery) => recovery.status === 'CANCELLED');
}

/** What may be done to the case now, by a member who may manage cases (none otherwise). */
export function allowedCaseActions(detail: CaseDetail, me: string | undefined, canManage: boolean, now: number): regulatory.med.CaseAction[] {
  if (!canManage || me === undefined) return [];
  return med.caseActions(detail.case, caseFacts(detail, me, now));
}
