import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { BodyOf, Endpoint } from '@wallet/contracts';
import type { z } from 'zod';
import { useApiQuery } from '../../api/hooks';
import {
  bodyAcceptsSorting,
  emptyFilters,
  filterFieldsOf,
  lastPageOf,
  listBody,
  readListState,
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

/** What every list endpoint answers: `listData(item)` of the contracts. */
export interface ListData<Row> {
  list: Row[];
  pagination: { total: number; page: number; page_size: number };
}
export type ListEndpoint<Row extends GridValidRowModel = GridValidRowModel> = Endpoint<z.ZodType, z.ZodType<ListData<Row>>>;

export interface ListControllerOptions<Row extends GridValidRowModel> {
  endpoint: ListEndpoint<Row>;
  filters?: readonly FilterSpec[];
  fixedBody?: Record<string, unknown>;
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
export function useListController<Row extends GridValidRowModel>({ endpoint, filters: specs = NO_FILTERS, fixedBody }: ListControllerOptions<Row>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams, specs);
  const sortable = bodyAcceptsSorting(endpoint.body);
  const query = useApiQuery(endpoint, listBody(state, specs, { sortable, fixedBody }) as BodyOf<ListEndpoint<Row>>);

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
  const answered = query.data !== undefined && !query.isPlaceholderData;
  const lastPage = answered ? lastPageOf(query.data.pagination.total, state.pageSize) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && state.page > lastPage) show(withPage(state, lastPage), { replace: true });
    // Only a new answer or a new page can put the page past the end.
  }, [lastPage, state.page]);

  // A browser's day field reports every keystroke of the year (0002, 0020, 0202, 2026), so days
  // wait for Search like text does; a select is one deliberate choice.
  const typedFields = new Set(filterFieldsOf(specs).filter((field) => field.kind !== 'select').map((field) => field.name));
  const { refetch } = query;

  return {
    rows: (query.data?.list ?? NO_ROWS) as readonly Row[],
    /** The number of rows on every page together; undefined until an answer gives it. */
    total: query.data?.pagination.total,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    /** Whether the endpoint sorts on the server; otherwise the columns offer no sorting. */
    sortable,
    /** The values the filter bar shows: the applied ones and any text typed since. */
    filters,
    /** A select applies at once, with whatever else is shown; text and days wait for applyFilters. */
    setFilter: (name: string, value: string) => {
      const values = { ...filters, [name]: value };
      if (typedFields.has(name)) setDraft({ over: applied, values });
      else show(withFilters(state, specs, values));
    },
    /** Enter or Search; with nothing changed it asks the server again. */
    applyFilters: () => {
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
    isLoading: query.isFetching,
    isError: query.isError,
    refetch,
  };
}

export type ListController<Row extends GridValidRowModel> = ReturnType<typeof useListController<Row>>;
