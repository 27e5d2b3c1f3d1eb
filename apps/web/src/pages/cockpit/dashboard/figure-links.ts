import type { Permission } from '@wallet/contracts';
import { feeHistoryPath, fundsFreezePath, tradeDownloadPath, tradeListPath } from '../../banking/area';
import { claimViewPath } from '../../pix/area';
import { medInboxPath, type MedInboxView } from '../../regulatory/area';
import type { FigureId } from './figure-ids';

/** A filtered list, and the permission its screen needs (as the route table says). */
interface FigureLink {
  to: string;
  permission: Permission;
}

const trades = (params: Record<string, string>): FigureLink => ({ to: tradeListPath(params), permission: 'trades.view' });
const medView = (view: MedInboxView): FigureLink => ({ to: medInboxPath(view), permission: 'med.view' });

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
    held: { to: fundsFreezePath({ status: 'active' }), permission: 'funds.view' },
    fees: { to: feeHistoryPath(today), permission: 'fees.view' },
    medOpen: medView('open'),
    medDueToday: medView('due_today'),
    medOverdue: medView('overdue'),
    claims: { to: claimViewPath('to_answer'), permission: 'claims.view' },
    review: trades({ trade_type: 'payout', trade_status: 'pending' }),
    jobs: { to: tradeDownloadPath({ status: 'failed' }), permission: 'trades.export' },
  };
}

/** The links of the day's figures the member may follow: none where the screen needs a permission they lack. */
export function openableLinks(day: string, can: (permission: Permission) => boolean): Record<FigureId, string | undefined> {
  const links = figureLinks(day);
  return Object.fromEntries(Object.entries(links).map(([id, link]) => [id, can(link.permission) ? link.to : undefined])) as Record<FigureId, string | undefined>;
}
