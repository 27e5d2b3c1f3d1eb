import { describe, expect, it } from 'vitest';
import { z } from '@wallet/contracts';
import {
  exportBody,
  bodyAcceptsSorting,
  cleanFilters,
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
  type ListState,
} from './list-state';

const specs: FilterSpec[] = [
  { name: 'status', label: 'Status', kind: 'select', options: 'trade_status' },
  { name: 'type', label: 'Type', kind: 'select', options: [{ name: 'Pay-in', code: 'payin' }], withAll: false },
  { name: 'keyword', label: 'Keyword', kind: 'text' },
  { name: 'created', label: 'Created', kind: 'dateRange', startField: 'start_date', endField: 'end_date' },
];

const read = (query: string) => readListState(new URLSearchParams(query), specs);
const write = (state: ListState, current = '') => writeListState(state, specs, new URLSearchParams(current)).toString();
const defaults = read('');

describe('filter fields', () => {
  it('lists every body field the filters fill, a date range giving two', () => {
    expect(filterFieldsOf(specs)).toEqual([
      { name: 'status', kind: 'select', empty: '0' },
      { name: 'type', kind: 'select', empty: '0' },
      { name: 'keyword', kind: 'text', empty: '' },
      { name: 'start_date', kind: 'dateRange', empty: '' },
      { name: 'end_date', kind: 'dateRange', empty: '' },
    ]);
    expect(filterFieldsOf([{ name: 'amount_min', label: 'Amount from', kind: 'money' }])).toEqual([{ name: 'amount_min', kind: 'money', empty: '' }]);
  });

  it('starts every field at its "no filter" value', () => {
    expect(emptyFilters(specs)).toEqual({ status: '0', type: '0', keyword: '', start_date: '', end_date: '' });
    expect(emptyFilters([])).toEqual({});
  });

  it('cleans values: trims text, refuses a day that is not one, drops unknown fields, fills missing ones', () => {
    expect(cleanFilters(specs, { keyword: '  ana  ', start_date: '15/01/2026', end_date: '2026-01-31', other: 'x' })).toEqual({
      status: '0',
      type: '0',
      keyword: 'ana',
      start_date: '',
      end_date: '2026-01-31',
    });
    expect(cleanFilters(specs, { status: ' ', keyword: '   ' })).toMatchObject({ status: '0', keyword: '' });
  });
});

describe('readListState', () => {
  it('gives page 1, size 50, no sort and no filters for a plain URL', () => {
    expect(defaults).toEqual({
      page: 1,
      pageSize: 50,
      sort: null,
      filters: { status: '0', type: '0', keyword: '', start_date: '', end_date: '' },
    });
  });

  it('reads paging, sorting and filters', () => {
    expect(read('page=3&page_size=25&sort_by=created_at&sort_order=desc&status=success&keyword=ana&start_date=2026-01-01&end_date=2026-01-31')).toEqual({
      page: 3,
      pageSize: 25,
      sort: { field: 'created_at', order: 'desc' },
      filters: { status: 'success', type: '0', keyword: 'ana', start_date: '2026-01-01', end_date: '2026-01-31' },
    });
  });

  it.each(['0', '-1', '1.5', 'abc', '', '1000001', '2e3'])('reads page=%j as page 1', (page) => {
    expect(read(`page=${page}`).page).toBe(1);
  });

  it('reads the largest page the API takes', () => {
    expect(read('page=1000000').page).toBe(1_000_000);
  });

  it.each([5, 10, 25, 50, 100])('takes page size %d', (size) => {
    expect(read(`page_size=${size}`).pageSize).toBe(size);
  });

  it.each(['7', '0', '200', 'abc', '', '-5'])('reads page_size=%j as 50', (size) => {
    expect(read(`page_size=${size}`).pageSize).toBe(50);
  });

  it.each(['sort_by=amount', 'sort_order=asc', 'sort_by=amount&sort_order=up', 'sort_by=&sort_order=asc'])('needs a field and asc/desc to sort: %s', (query) => {
    expect(read(query).sort).toBeNull();
  });

  it('takes ascending order', () => {
    expect(read('sort_by=amount&sort_order=asc').sort).toEqual({ field: 'amount', order: 'asc' });
  });

  it('ignores parameters that are not its own, and days that are not days', () => {
    const state = read('tab=logs&start_date=yesterday&keyword=%20%20');
    expect(state.filters).toEqual(defaults.filters);
  });
});

describe('writeListState', () => {
  it('writes nothing for the defaults', () => {
    expect(write(defaults)).toBe('');
  });

  it('writes what differs from the defaults', () => {
    const state: ListState = {
      page: 2,
      pageSize: 10,
      sort: { field: 'amount', order: 'asc' },
      filters: { status: 'failed', type: '0', keyword: 'joão silva', start_date: '2026-01-01', end_date: '' },
    };
    const query = write(state);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      status: 'failed',
      keyword: 'joão silva',
      start_date: '2026-01-01',
      sort_by: 'amount',
      sort_order: 'asc',
      page: '2',
      page_size: '10',
    });
  });

  it('leaves out "0" selects and empty or blank text', () => {
    expect(write({ ...defaults, filters: { ...defaults.filters, status: '0', keyword: '  ' } })).toBe('');
  });

  it('keeps parameters that belong to someone else and replaces its own', () => {
    const query = write({ ...defaults, page: 4 }, 'tab=logs&page=9&status=success&sort_by=x&sort_order=asc');
    expect(query).toBe('tab=logs&page=4');
  });

  it('reads back what it writes', () => {
    const state: ListState = {
      page: 7,
      pageSize: 100,
      sort: { field: 'created_at', order: 'desc' },
      filters: { status: 'pending', type: 'payin', keyword: 'a&b=c ?', start_date: '', end_date: '2026-02-28' },
    };
    expect(read(write(state))).toEqual(state);
  });
});

describe('moving around the list', () => {
  const onPage5: ListState = { ...defaults, page: 5 };

  it('goes back to page 1 when the filters change, cleaning them', () => {
    expect(withFilters(onPage5, specs, { status: 'success', keyword: ' ana ' })).toEqual({
      ...onPage5,
      page: 1,
      filters: { ...defaults.filters, status: 'success', keyword: 'ana' },
    });
  });

  it('goes back to page 1 when the page size or the sort changes', () => {
    expect(withPageSize(onPage5, 10)).toEqual({ ...onPage5, pageSize: 10, page: 1 });
    expect(withSort(onPage5, { field: 'amount', order: 'desc' })).toEqual({ ...onPage5, sort: { field: 'amount', order: 'desc' }, page: 1 });
    expect(withSort(onPage5, null)).toEqual({ ...onPage5, page: 1 });
  });

  it('changes only the page when paging', () => {
    expect(withPage(onPage5, 6)).toEqual({ ...onPage5, page: 6 });
  });

  it.each([
    [0, 50, 1],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [120, 50, 3],
    [100, 5, 20],
  ])('has a last page for %d rows in pages of %d: %d', (total, pageSize, last) => {
    expect(lastPageOf(total, pageSize)).toBe(last);
  });
});

describe('bodyAcceptsSorting', () => {
  it('is true only for an object schema with sort_by and sort_order', () => {
    const paging = { page: z.number(), page_size: z.number() };
    expect(bodyAcceptsSorting(z.strictObject({ ...paging, sort_by: z.string(), sort_order: z.enum(['asc', 'desc']) }))).toBe(true);
    expect(bodyAcceptsSorting(z.object({ ...paging, sort_by: z.optional(z.string()), sort_order: z.optional(z.string()) }))).toBe(true);
    expect(bodyAcceptsSorting(z.strictObject(paging))).toBe(false);
    expect(bodyAcceptsSorting(z.strictObject({ ...paging, sort_by: z.string() }))).toBe(false);
    expect(bodyAcceptsSorting(z.string())).toBe(false);
    expect(bodyAcceptsSorting(undefined)).toBe(false);
    expect(bodyAcceptsSorting(null)).toBe(false);
  });
});

describe('listBody', () => {
  const sorted: ListState = { ...defaults, page: 2, pageSize: 25, sort: { field: 'amount', order: 'desc' } };

  it('sends page, page size and every select as "0" by default', () => {
    expect(listBody(defaults, specs, { sortable: true })).toEqual({ page: 1, page_size: 50, status: '0', type: '0' });
  });

  it('sends only the text and days that are filled in', () => {
    const state = { ...defaults, filters: { ...defaults.filters, status: 'failed', keyword: ' ana ', end_date: '2026-01-31' } };
    expect(listBody(state, specs, { sortable: false })).toEqual({
      page: 1,
      page_size: 50,
      status: 'failed',
      type: '0',
      keyword: 'ana',
      end_date: '2026-01-31',
    });
  });

  it('sends the sort only to a body that takes it', () => {
    expect(listBody(sorted, specs, { sortable: true })).toMatchObject({ page: 2, page_size: 25, sort_by: 'amount', sort_order: 'desc' });
    expect(listBody(sorted, specs, { sortable: false })).not.toHaveProperty('sort_by');
    expect(listBody(sorted, specs, { sortable: false })).not.toHaveProperty('sort_order');
    expect(listBody(defaults, specs, { sortable: true })).not.toHaveProperty('sort_by');
  });

  it('adds the fixed body last, so that it wins', () => {
    expect(listBody(defaults, [], { sortable: false, fixedBody: { user_id: 'u-1', page_size: 5 } })).toEqual({ page: 1, page_size: 5, user_id: 'u-1' });
  });

  it('sends nothing but paging for a list without filters', () => {
    expect(listBody(readListState(new URLSearchParams('status=x'), []), [], { sortable: false })).toEqual({ page: 1, page_size: 50 });
  });
});

describe('money filters', () => {
  const money: FilterSpec[] = [
    { name: 'status', label: 'Status', kind: 'select', options: 'trade_status' },
    { name: 'amount_min', label: 'Amount from', kind: 'money' },
    { name: 'amount_max', label: 'Amount to', kind: 'money' },
  ];
  const readMoney = (query: string) => readListState(new URLSearchParams(query), money);

  it('keeps the reais as typed in the URL and sends integer centavos', () => {
    const state = readMoney('amount_min=1.500,00&amount_max=%20R%24%2010%20');
    expect(state.filters).toEqual({ status: '0', amount_min: '1.500,00', amount_max: 'R$ 10' });
    expect(writeListState(state, money, new URLSearchParams()).toString()).toBe('amount_min=1.500%2C00&amount_max=R%24+10');
    expect(listBody(state, money, { sortable: false })).toEqual({ page: 1, page_size: 50, status: '0', amount_min: 150_000, amount_max: 1_000 });
  });

  it('sends zero, and leaves out amounts that are none, negative ones included', () => {
    expect(listBody(readMoney('amount_min=0'), money, { sortable: false })).toEqual({ page: 1, page_size: 50, status: '0', amount_min: 0 });
    for (const text of ['abc', '-5', '10,555', 'R$']) {
      expect(readMoney(`amount_min=${encodeURIComponent(text)}`).filters.amount_min, text).toBe('');
    }
  });

  it('names the fields whose text it cannot read, not empty ones or All', () => {
    expect(unreadableFilters(money, { status: '0', amount_min: '10,5', amount_max: '' })).toEqual([]);
    expect(unreadableFilters(money, { status: '0', amount_min: 'ten', amount_max: '-1' })).toEqual(['amount_min', 'amount_max']);
    expect(unreadableFilters(specs, { keyword: 'anything', start_date: '' })).toEqual([]);
  });
});

describe('exportBody', () => {
  const params = new URLSearchParams('status=failed&keyword=%20ana&page=3&page_size=10&sort_by=amount&sort_order=asc&tab=x');

  it('gives the filters in the URL as the list sends them, without paging', () => {
    expect(exportBody(params, specs, { sortable: false })).toEqual({ status: 'failed', type: '0', keyword: 'ana' });
  });

  it('keeps the sort of a list that sorts, and the fields the screen always sends', () => {
    expect(exportBody(params, specs, { sortable: true, fixedBody: { owner_id: 4 } }))
      .toEqual({ status: 'failed', type: '0', keyword: 'ana', sort_by: 'amount', sort_order: 'asc', owner_id: 4 });
  });
});
