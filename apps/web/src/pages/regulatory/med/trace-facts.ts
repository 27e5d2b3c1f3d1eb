import type { regulatory } from '@wallet/contracts';
import { accountLabel } from '../../../format/account';
import { counterpartyLabel } from '../counterparty';
import type { CaseDetail } from './case-facts';

type TraceHop = regulatory.med.TraceHop;
export type TraceAction = 'trace' | 'trace_refunds';
type ChainFacts = Pick<CaseDetail, 'trace' | 'refund_requests' | 'money'>;

/** The institution a hop's account is at: its name and ISPB, or the ISPB alone. */
export const hopInstitution = (hop: Pick<TraceHop, 'ispb' | 'institution_name'>) =>
  counterpartyLabel({ counterparty_ispb: hop.ispb, counterparty_name: hop.institution_name });

/** A hop's account as people name it: `0001/12345`. */
export const hopAccount = (hop: Pick<TraceHop, 'branch' | 'account'>) => accountLabel({ branch: hop.branch, account_number: hop.account });

/**
 * The refund requests "Ask the chain" files, as the server files them: one for each account past
 * the first (the first is the case's own request) at another institution with no request of ours
 * standing, by depth, each for what reached it, never more in all than is left of the Pix.
 */
export function chainRequests({ trace, refund_requests, money }: ChainFacts): { hop: TraceHop; amount: number }[] {
  const asked = (hop: TraceHop) => refund_requests.some((request) => request.hop_id === hop.id && request.status !== 'CANCELLED');
  const hops = trace.filter((hop) => !hop.ours && hop.depth > 1 && !asked(hop)).sort((a, b) => a.depth - b.depth || a.id - b.id);
  const requests: { hop: TraceHop; amount: number }[] = [];
  let left = money.left;
  for (const hop of hops) {
    if (left <= 0) break;
    const amount = Math.min(hop.amount, left);
    requests.push({ hop, amount });
    left -= amount;
  }
  return requests;
}

/** How many refund requests "Ask the chain" files, and for how much in all. */
export function chainAsk(detail: ChainFacts): { count: number; total: number } {
  const requests = chainRequests(detail);
  return { count: requests.length, total: requests.reduce((sum, request) => sum + request.amount, 0) };
}

/**
 * What may be done with the case's money trail now, by a member who may manage cases (none
 * otherwise, nor on a closed case): trace it again, and on the payer's side ask the chain for the
 * money while some account along it may still be asked.
 */
export function allowedTraceActions(detail: ChainFacts & Pick<CaseDetail, 'case'>, canManage: boolean): TraceAction[] {
  if (!canManage || detail.case.status === 'closed') return [];
  const asking = detail.case.side === 'payer' && chainRequests(detail).length > 0;
  return asking ? ['trace', 'trace_refunds'] : ['trace'];
}
