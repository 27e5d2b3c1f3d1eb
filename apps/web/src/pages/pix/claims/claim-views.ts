import { LIST_PARAMS } from '../../../components/list/list-state';

/** The claim list's quick views: every claim, those waiting for our answer, those due today, overdue ones. */
export const CLAIM_VIEWS = ['all', 'to_answer', 'due_today', 'overdue'] as const;
export type ClaimView = (typeof CLAIM_VIEWS)[number];

/**
 * The filters of each view. The list takes one status at a time, so "to answer" is the holder's
 * claims waiting for resolution (a claim the DICT sends us is acknowledged on arrival).
 */
const VIEW_FILTERS: Record<ClaimView, Record<string, string>> = {
  all: {},
  to_answer: { role: 'donor', status: 'WAITING_RESOLUTION' },
  due_today: { due: 'due_today' },
  overdue: { due: 'overdue' },
};
const VIEW_PARAMS = ['role', 'status', 'due'] as const;

/** The view the address shows: the one whose filters it holds, "all" otherwise. */
export function claimViewOf(params: URLSearchParams): ClaimView {
  const matches = (view: ClaimView) => VIEW_PARAMS.every((name) => (params.get(name) ?? '') === (VIEW_FILTERS[view][name] ?? ''));
  return CLAIM_VIEWS.find((view) => view !== 'all' && matches(view)) ?? 'all';
}

/** The address of a view: its filters set, the other views' cleared, back to the first page; the keyword and type stay. */
export function withClaimView(params: URLSearchParams, view: ClaimView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...VIEW_PARAMS, LIST_PARAMS.page]) next.delete(name);
  for (const [name, value] of Object.entries(VIEW_FILTERS[view])) next.set(name, value);
  return next;
}
