import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListRow } from './table/columns';
import type { BodyOf, Endpoint } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { useApiQuery } from '../../api/hooks';
import {
  bodyAcceptsSorting,
  emptyFilters,
  filterFieldsOf,
  lastPageOf,
  listBody,
  readListState,
  unreadableFilters,
  withFilters,
  withPage,
  withPageSize,
  withSort,
  writeListState,
  type FilterSpec,
  type FilterValues,
  type ListSort,
  type ListState,
} from './list-state';

/** What every list endpoint answers: `listData(item)` of the contracts, and sometimes more. */
export interface ListData<Row> {
  list: Row[];
  pagination: {
    total: number;
    page: number;
    page_size: number;
    /** `total` is only a lower bound: more rows match than the server counts. */
    total_capped?: boolean;
  };
}
export type ListEndpoint<Row extends ListRow = ListRow, Data extends ListData<Row> = ListData<Row>> = Endpoint<z.ZodMiniType, z.ZodMiniType<Data>>;

export interface ListControllerOptions<Row extends ListRow, Data extends ListData<Row> = ListData<Row>> {
  endpoint: ListEndpoint<Row, Data>;
  filters?: readonly FilterSpec[];
  fixedBody?: Record<string, unknown>;
  /** Refreshes the list this many ms after each answer while the answer calls for it (an export still running). */
  refetchInterval?: (data: Data) => number | false;
}

const NO_ROWS: never[] = [];
const NO_FILTERS: readonly FilterSpec[] = [];

/** Typed but not yet applied text, valid only while the applied filters are the ones it was typed over. */
interface Draft {
  over: string;
  values: FilterValues;
}

/**
 * The behaviour of a list screen: its state lives in the URL, its rows come from the endpoint
 * (the previous page staying on screen while the next loads), and every change of filter, size
 * or sort starts again from page 1. Pages are counted from 1, as the API counts them.
 */
export function useListController<Row extends ListRow, Data extends ListData<Row> = ListData<Row>>({
  endpoint, filters: specs = NO_FILTERS, fixedBody, refetchInterval,
}: ListControllerOptions<Row, Data>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams, specs);
  const sortable = bodyAcceptsSorting(endpoint.body);
  const query = useApiQuery(endpoint, listBody(state, specs, { sortable, fixedBody }) as BodyOf<ListEndpoint<Row, Data>>, {
    refetchInterval: refetchInterval && ((data) => (data ? refetchInterval(data) : false)),
  });

  // Back/forward or a Reset moves the applied filters, and what was being typed goes with them.
  const applied = JSON.stringify(state.filters);
  const [draft, setDraft] = useState<Draft | null>(null);
  const filters = draft?.over === applied ? draft.values : state.filters;

  /**
   * Shows `next` by writing it to the URL, as a history entry for back/forward unless `replace`;
   * false when nothing changes.
   */
  const show = (next: ListState, { replace = false } = {}) => {
    const params = writeListState(next, specs, searchParams);
    if (params.toString() === searchParams.toString()) return false;
    setSearchParams(params, { replace });
    return true;
  };

  // A link or a shrunken list can point past the end: go to the last page, in place of the
  // address that has nothing. Only an answer to this very page counts; the previous page's
  // count, shown while this one loads, belongs to other filters.
  const answeredTotal = query.data !== undefined && !query.isPlaceholderData ? query.data.pagination.total : undefined;
  const lastPage = answeredTotal === undefined ? undefined : lastPageOf(answeredTotal, state.pageSize);
  // Only a new answer or a new page can put the page past the end: the effect watches those, and
  // reads the rest of the state as it is when it runs.
  const goToPage = useEffectEvent((page: number) => show(withPage(state, page), { replace: true }));
  useEffect(() => {
    if (lastPage !== undefined && state.page > lastPage) goToPage(lastPage);
  }, [lastPage, state.page]);

  // A browser's day field reports every keystroke of the year (0002, 0020, 0202, 2026), so days
  // wait for Search like text does; a select is one deliberate choice.
  const typedFields = new Set(filterFieldsOf(specs).filter((field) => field.kind !== 'select').map((field) => field.name));
  const { refetch } = query;
  // A refresh on a timer is not the member waiting: the grid shows no loading for it.
  const polling = refetchInterval !== undefined && query.data !== undefined && !query.isPlaceholderData && refetchInterval(query.data) !== false;

  return {
    rows: (query.data?.list ?? NO_ROWS) as readonly Row[],
    /** The whole last answer, for what a screen shows besides the rows. */
    data: query.data,
    /** The number of rows on every page together; undefined until an answer gives it. */
    total: query.data?.pagination.total,
    /** `total` is a lower bound ("10 000+"). */
    totalCapped: query.data?.pagination.total_capped === true,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    /** Whether the endpoint sorts on the server; otherwise the columns offer no sorting. */
    sortable,
    /** The values the filter bar shows: the applied ones and any text typed since. */
    filters,
    /** A select applies at once, with whatever else is shown; text and days wait for applyFilters. */
    setFilters: (changes: FilterValues) => {
      const values = { ...filters, ...changes };
      if (Object.keys(changes).some((name) => typedFields.has(name))) setDraft({ over: applied, values });
      else show(withFilters(state, specs, values));
    },
    /** Enter or Search; with nothing changed it asks the server again. Text the list cannot read stays on screen, unapplied. */
    applyFilters: () => {
      if (unreadableFilters(specs, filters).length > 0) return;
      if (!show(withFilters(state, specs, filters))) void refetch();
    },
    resetFilters: () => {
      setDraft(null);
      show(withFilters(state, specs, emptyFilters(specs)));
    },
    setPage: (page: number) => show(withPage(state, page)),
    setPageSize: (pageSize: number) => show(withPageSize(state, pageSize)),
    setSort: (sort: ListSort | null) => show(withSort(state, sort)),
    /** A call for this list is under way, the first or a later one. */
    isLoading: query.isFetching && !polling,
    isError: query.isError,
    refetch,
  };
}
