import { describe, expect, it } from 'vitest';
import { filterFieldsOf, listBody, readListState, writeListState, type FilterSpec } from './list-state';

const specs: FilterSpec[] = [{ name: 'months', label: 'Month', kind: 'monthRange', startField: 'month_from', endField: 'month_to' }];

describe('a month range filter', () => {
  it('fills two body fields with months, and only when they are months', () => {
    expect(filterFieldsOf(specs)).toEqual([{ name: 'month_from', kind: 'monthRange', empty: '' }, { name: 'month_to', kind: 'monthRange', empty: '' }]);
    const state = readListState(new URLSearchParams('month_from=2025-10&month_to=2025-13'), specs);
    expect(state.filters).toEqual({ month_from: '2025-10', month_to: '' });
    expect(listBody(state, specs, { sortable: false })).toEqual({ page: 1, page_size: 50, month_from: '2025-10' });
    expect(writeListState({ ...state, filters: { month_from: '2025-10', month_to: '2025-12' } }, specs, new URLSearchParams()).toString())
      .toBe('month_from=2025-10&month_to=2025-12');
    expect(readListState(new URLSearchParams('month_from=2025-1'), specs).filters.month_from).toBe('');
  });
});
