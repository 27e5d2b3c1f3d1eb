/**
 * What a list shows (page, page size, sort, filters) read from and written to the URL query
 * string, and the request body it makes. Pure, so that reloads, shared links and back/forward
 * all land on the same list; the hook and the page only wire it to React.
 */
import { ALL, DEFAULT_PAGE_SIZE, PAGE_SIZES, type Option } from '@wallet/contracts';
import { parseReais } from '../../format/money';

type SortOrder = 'asc' | 'desc';
export interface ListSort {
  /** The column field, sent as `sort_by`. */
  field: string;
  order: SortOrder;
}

interface FilterBase {
  /** The body field it fills; for a date range, a name for the pair. */
  name: string;
  /** Already translated. */
  label: string;
  /** Already translated; shown under the field (under the first day of a range), e.g. what an empty field means. */
  hint?: string;
}
export interface SelectFilterSpec extends FilterBase {
  kind: 'select';
  /** The name of a `/api/v1/selection` list (`'trade_status'`), or fixed options. */
  options: string | readonly Option[];
  /** Offer "All" (value "0") first; true unless said otherwise. */
  withAll?: boolean;
}
interface TextFilterSpec extends FilterBase {
  kind: 'text';
}
export interface DateRangeFilterSpec extends FilterBase {
  kind: 'dateRange';
  /** The body fields of the first and last day (YYYY-MM-DD). */
  startField: string;
  endField: string;
}
/** A range of calendar months (YYYY-MM), both included, as reports are filed. */
export interface MonthRangeFilterSpec extends FilterBase {
  kind: 'monthRange';
  /** The body fields of the first and last month. */
  startField: string;
  endField: string;
}
/** An amount typed in reais ("1.500,00"), kept so in the URL and sent as integer centavos. */
export interface MoneyFilterSpec extends FilterBase {
  kind: 'money';
}
export type FilterSpec = SelectFilterSpec | TextFilterSpec | DateRangeFilterSpec | MonthRangeFilterSpec | MoneyFilterSpec;

/** The value of each filter body field, "" (or "0" for a select) when it does not filter. */
export type FilterValues = Record<string, string>;

export interface ListState {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: ListSort | null;
  filters: FilterValues;
}

/** One body field a filter fills. */
export interface FilterField {
  name: string;
  kind: FilterSpec['kind'];
  /** The value meaning "no filter": never written to the URL. */
  empty: string;
}

/** The query-string keys of paging and sorting; filters use their body field names. */
export const LIST_PARAMS = { page: 'page', pageSize: 'page_size', sortBy: 'sort_by', sortOrder: 'sort_order' } as const;
/** The API's own upper bound on `page` (contracts' Paging). */
const MAX_PAGE = 1_000_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function filterFieldsOf(specs: readonly FilterSpec[]): FilterField[] {
  return specs.flatMap((spec): FilterField[] => {
    switch (spec.kind) {
      case 'select':
        return [{ name: spec.name, kind: 'select', empty: ALL }];
      case 'text':
      case 'money':
        return [{ name: spec.name, kind: spec.kind, empty: '' }];
      case 'dateRange':
      case 'monthRange':
        return [spec.startField, spec.endField].map((name) => ({ name, kind: spec.kind, empty: '' }));
    }
  });
}

export const emptyFilters = (specs: readonly FilterSpec[]): FilterValues =>
  Object.fromEntries(filterFieldsOf(specs).map((field) => [field.name, field.empty]));

/** Reais typed in a money filter as integer centavos; null for text that is no amount a filter takes (a negative one). */
export function filterCentavos(text: string): number | null {
  const centavos = parseReais(text);
  return centavos !== null && centavos >= 0 ? centavos : null;
}

/** A value as the list uses it: text trimmed, a day or an amount only when it is one, anything else as is. */
function cleanValue(field: FilterField, value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (field.kind === 'dateRange' && !DAY.test(text)) return field.empty;
  if (field.kind === 'monthRange' && !MONTH.test(text)) return field.empty;
  if (field.kind === 'money' && filterCentavos(text) === null) return field.empty;
  return text === '' ? field.empty : text;
}

/** The fields holding typed text the list cannot use (an amount that is none): applying would silently drop them. */
export function unreadableFilters(specs: readonly FilterSpec[], values: FilterValues): string[] {
  return filterFieldsOf(specs)
    .filter((field) => {
      const text = (values[field.name] ?? '').trim();
      return text !== '' && text !== field.empty && cleanValue(field, text) === field.empty;
    })
    .map((field) => field.name);
}

/** Every filter field with a clean value; fields the list does not know are dropped. */
export function cleanFilters(specs: readonly FilterSpec[], values: FilterValues): FilterValues {
  return Object.fromEntries(filterFieldsOf(specs).map((field) => [field.name, cleanValue(field, values[field.name])]));
}

function readPage(text: string | null): number {
  const page = /^\d+$/.test(text ?? '') ? Number(text) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function readPageSize(text: string | null): number {
  const size = Number(text);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

function readSort(params: URLSearchParams): ListSort | null {
  const field = params.get(LIST_PARAMS.sortBy);
  const order = params.get(LIST_PARAMS.sortOrder);
  return field && (order === 'asc' || order === 'desc') ? { field, order } : null;
}

/** The list a URL asks for; anything missing or unusable (a hand-edited link) takes its default. */
export function readListState(params: URLSearchParams, specs: readonly FilterSpec[]): ListState {
  return {
    page: readPage(params.get(LIST_PARAMS.page)),
    pageSize: readPageSize(params.get(LIST_PARAMS.pageSize)),
    sort: readSort(params),
    filters: Object.fromEntries(filterFieldsOf(specs).map((field) => [field.name, cleanValue(field, params.get(field.name))])),
  };
}

/**
 * The query string for a list, keeping parameters that belong to someone else. Defaults are left
 * out so that the plain screen has a plain URL.
 */
export function writeListState(state: ListState, specs: readonly FilterSpec[], current: URLSearchParams): URLSearchParams {
  const fields = filterFieldsOf(specs);
  const next = new URLSearchParams(current);
  for (const key of [...Object.values(LIST_PARAMS), ...fields.map((field) => field.name)]) next.delete(key);
  for (const field of fields) {
    const value = cleanValue(field, state.filters[field.name]);
    if (value !== field.empty) next.set(field.name, value);
  }
  if (state.sort) {
    next.set(LIST_PARAMS.sortBy, state.sort.field);
    next.set(LIST_PARAMS.sortOrder, state.sort.order);
  }
  if (state.page !== 1) next.set(LIST_PARAMS.page, String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set(LIST_PARAMS.pageSize, String(state.pageSize));
  return next;
}

// Whatever narrows or reorders the list starts again from its first page.
export const withFilters = (state: ListState, specs: readonly FilterSpec[], filters: FilterValues): ListState => ({
  ...state,
  filters: cleanFilters(specs, filters),
  page: 1,
});
export const withPageSize = (state: ListState, pageSize: number): ListState => ({ ...state, pageSize, page: 1 });
export const withSort = (state: ListState, sort: ListSort | null): ListState => ({ ...state, sort, page: 1 });
export const withPage = (state: ListState, page: number): ListState => ({ ...state, page });

/** The last page there is (1 for an empty list), for `total` rows in pages of `pageSize`. */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Whether an endpoint's body schema (a zod object) takes `sort_by` and `sort_order`. */
export function bodyAcceptsSorting(body: unknown): boolean {
  const shape: unknown = (body as { shape?: unknown } | null)?.shape;
  return typeof shape === 'object' && shape !== null && LIST_PARAMS.sortBy in shape && LIST_PARAMS.sortOrder in shape;
}

export interface ListBodyOptions {
  /** Send the sort; only for bodies that accept it (the API refuses unknown fields). */
  sortable: boolean;
  /** Fields the screen always sends, such as the user whose accounts a detail page lists. */
  fixedBody?: Record<string, unknown>;
}

/**
 * `{ page, page_size, ...filters, ...fixedBody }`. A select is always sent, "0" meaning All; text,
 * days and amounts (as centavos) only when filled in.
 */
export function listBody(state: ListState, specs: readonly FilterSpec[], { sortable, fixedBody }: ListBodyOptions): Record<string, unknown> {
  const body: Record<string, unknown> = { page: state.page, page_size: state.pageSize };
  for (const field of filterFieldsOf(specs)) {
    const value = cleanValue(field, state.filters[field.name]);
    if (field.kind !== 'select' && value === field.empty) continue;
    body[field.name] = field.kind === 'money' ? filterCentavos(value) : value;
  }
  if (sortable && state.sort) {
    body[LIST_PARAMS.sortBy] = state.sort.field;
    body[LIST_PARAMS.sortOrder] = state.sort.order;
  }
  return { ...body, ...fixedBody };
}

/**
 * What an export of a list takes: the filters applied (those in the URL, not text typed since) and
 * the sort, without paging.
 */
export function exportBody(params: URLSearchParams, specs: readonly FilterSpec[], options: ListBodyOptions): Record<string, unknown> {
  const { page: _page, page_size: _pageSize, ...body } = listBody(readListState(params, specs), specs, options);
  return body;
}
