import type { regulatory } from '@wallet/contracts';
import type { DataOf } from '@wallet/contracts';
import { LIST_PARAMS } from '../../../components/list/list-state';
import { MED_INBOX_VIEW_FILTERS, type MedInboxView as InboxView } from '../area';

type Counts = DataOf<typeof regulatory.med.list>['counts'];

/** The inbox's quick views: every case, open ones, those due today, overdue ones, mine. */
export const INBOX_VIEWS = Object.keys(MED_INBOX_VIEW_FILTERS) as InboxView[];

/** The filters of each view (the area's manifest gives them, for the links to a view). */
const VIEW_FILTERS: Record<InboxView, Readonly<Record<string, string>>> = MED_INBOX_VIEW_FILTERS;

/** The address parameter of "Mine": the list's body takes it as a boolean, which its filter bar does not. */
export const MINE_PARAM = 'mine';

/** The view the address shows: the narrowest one its filters match. */
export function inboxViewOf(params: URLSearchParams): InboxView {
  if (params.get(MINE_PARAM) === '1') return 'mine';
  const due = params.get('due');
  if (due === 'overdue' || due === 'due_today') return due;
  return params.get('status') === 'open' ? 'open' : 'all';
}

/** The address of a view: its own filters set, the other views' cleared, back to the first page; other filters stay. */
export function withInboxView(params: URLSearchParams, view: InboxView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [MINE_PARAM, 'due', 'status', LIST_PARAMS.page]) next.delete(key);
  for (const [name, value] of Object.entries(VIEW_FILTERS[view])) next.set(name, value);
  return next;
}

/** How many cases a view holds, as the list answered them; none for "all" (the list's own total says it). */
export function viewCount(counts: Counts, view: InboxView): number | null {
  return view === 'all' ? null : counts[view];
}
