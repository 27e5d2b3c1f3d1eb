import { LIST_PARAMS } from '../../../components/list/list-state';
import { CLAIM_VIEW_FILTERS, type ClaimView } from '../area';

export type { ClaimView };

/** The claim list's quick views: every claim, those waiting for our answer, those due today, overdue ones. */
export const CLAIM_VIEWS = Object.keys(CLAIM_VIEW_FILTERS) as ClaimView[];

/** The filters of each view (the area's manifest gives them, for the links to a view). */
const VIEW_FILTERS: Record<ClaimView, Readonly<Record<string, string>>> = CLAIM_VIEW_FILTERS;
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
