import { describe, expect, it } from 'vitest';
import { columnsMinWidth, columnsThatFit, type ListColumn } from './columns';

const column = (field: string, minWidth: number, priority?: 1 | 2 | 3): ListColumn => ({ field, headerName: field, minWidth, priority });
const fields = (columns: readonly ListColumn[]) => columns.map((one) => one.field);

describe('columnsThatFit', () => {
  const columns = [column('id', 60, 1), column('owner', 150), column('amount', 120, 1), column('reason', 160, 3), column('by', 110, 3), column('created', 108)];

  it('keeps every column where they fit, and where the room is not measured yet', () => {
    expect(fields(columnsThatFit(columns, columnsMinWidth(columns)))).toEqual(fields(columns));
    expect(fields(columnsThatFit(columns, 0))).toEqual(fields(columns));
  });

  it('folds the least needed first, the last of them first, until the rest fit', () => {
    expect(fields(columnsThatFit(columns, columnsMinWidth(columns) - 1))).toEqual(['id', 'owner', 'amount', 'reason', 'created']);
    expect(fields(columnsThatFit(columns, 440))).toEqual(['id', 'owner', 'amount', 'created']);
    expect(fields(columnsThatFit(columns, 330))).toEqual(['id', 'owner', 'amount']);
  });

  it('never folds a column of priority 1, however narrow the room', () => {
    expect(fields(columnsThatFit(columns, 10))).toEqual(['id', 'amount']);
  });
});
