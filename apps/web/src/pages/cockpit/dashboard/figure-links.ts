import type { Permission } from '@wallet/contracts';
import { TRADE_DOWNLOAD_PATH } from '../../../config';
import { TRADE_LIST_PATH } from '../../banking/trades/paths';
import { withClaimView } from '../../pix/claims/claim-views';
import { CLAIMS_PATH } from '../../pix/claims/paths';
import { withInboxView, type InboxView } from '../../regulatory/med/inbox-views';
import { MED_INBOX_PATH } from '../../regulatory/med/paths';
import type { FigureId } from './figure-ids';

/** A filtered list, and the permission its screen needs (as the route table says). */
interface FigureLink {
  to: string;
  permission: Permission;
}

const withQuery = (path: string, params: Record<string, string> | URLSearchParams) => `${path}?${new URLSearchParams(params).toString()}`;
const trades = (params: Record<string, string>): FigureLink => ({ to: withQuery(TRADE_LIST_PATH, params), permission: 'trades.view' });
const medView = (view: InboxView): FigureLink => ({ to: withQuery(MED_INBOX_PATH, withInboxView(new URLSearchParams(), view)), permission: 'med.view' });

/**
 * The filtered list behind each figure of `day` (the institution's calendar day): today's trades by
 * type or status, payouts still on their way or held (pending), active freezes, today's fees, the
 * MED inbox's and the claim list's views, the failed exports.
 */
function figureLinks(day: string): Record<FigureId, FigureLink> {
  const today = { created_from: day, created_to: day };
  return {
    pixToday: trades(today),
    payins: trades({ ...today, trade_type: 'payin' }),
    payouts: trades({ ...today, trade_type: 'payout' }),
    success: trades({ ...today, trade_status: 'failed' }),
    inFlight: trades({ trade_type: 'payout', trade_status: 'processing' }),
    held: { to: withQuery('/banking/fundsFreeze', { status: 'active' }), permission: 'funds.view' },
    fees: { to: withQuery('/banking/feeHistory', today), permission: 'fees.view' },
    medOpen: medView('open'),
    medDueToday: medView('due_today'),
    medOverdue: medView('overdue'),
    claims: { to: withQuery(CLAIMS_PATH, withClaimView(new URLSearchParams(), 'to_answer')), permission: 'claims.view' },
    review: trades({ trade_type: 'payout', trade_status: 'pending' }),
    jobs: { to: withQuery(TRADE_DOWNLOAD_PATH, { status: 'failed' }), permission: 'trades.export' },
  };
}

/** The links of the day's figures the member may follow: none where the screen needs a permission they lack. */
export function openableLinks(day: string, can: (permission: Permission) => boolean): Record<FigureId, string | undefined> {
  const links = figureLinks(day);
  return Object.fromEntries(Object.entries(links).map(([id, link]) => [id, can(link.permission) ? link.to : undefined])) as Record<FigureId, string | undefined>;
}
