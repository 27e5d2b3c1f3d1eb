import { createElement, type ReactNode } from 'react';

/** A list's row: an object read by field name. */
export type ListRow = object;

/** What a cell's renderer is given: its row, and the value its column reads from it. */
interface CellParams<Row extends ListRow> {
  row: Row;
  value: unknown;
}

/**
 * One column of a list: the field it shows, its header, its width, and how its cell reads and
 * draws the row. A cell draws `renderCell`, else the formatted value, else the value as text.
 */
export interface ListColumn<Row extends ListRow = ListRow> {
  field: string;
  headerName: string;
  /** A fixed width in px; without one the column takes `flex` shares of the room left, from `minWidth`. */
  width?: number;
  minWidth?: number;
  flex?: number;
  /** Whether the server sorts by it (when the list sorts at all); true unless said. */
  sortable?: boolean;
  /** Whether the member may hide it; true unless said. */
  hideable?: boolean;
  align?: 'left' | 'right' | 'center';
  headerAlign?: 'left' | 'right' | 'center';
  /** The cell's value, when it is not the row's field of the same name. */
  valueGetter?: (value: never, row: Row) => unknown;
  valueFormatter?: (value: never, row: Row) => ReactNode;
  renderCell?: (params: CellParams<Row>) => ReactNode;
}

/** What a column's cell holds for `row`, before any formatting. */
function cellValue<Row extends ListRow>(column: ListColumn<Row>, row: Row): unknown {
  const value = (row as Record<string, unknown>)[column.field];
  return column.valueGetter ? column.valueGetter(value as never, row) : value;
}

/** What a column's cell shows for `row`. */
export function cellContent<Row extends ListRow>(column: ListColumn<Row>, row: Row): ReactNode {
  const value = cellValue(column, row);
  if (column.renderCell) return column.renderCell({ row, value });
  const text = column.valueFormatter ? column.valueFormatter(value as never, row) : value === null || value === undefined ? '' : String(value);
  return typeof text === 'string' ? createElement('span', { className: 'list-table-text' }, text) : text;
}

/** A column without width or flex is this wide, as a grid's columns are by default. */
const DEFAULT_WIDTH = 100;
const DEFAULT_MIN_WIDTH = 50;

/** The narrowest a column gets: its fixed width, else its minimum. */
function narrowest(column: ListColumn<never>): number {
  if (column.width !== undefined) return column.width;
  return column.flex === undefined ? Math.max(DEFAULT_WIDTH, column.minWidth ?? 0) : column.minWidth ?? DEFAULT_MIN_WIDTH;
}

/** The column's track in the rows' CSS grid: a fixed width, or its share of the room from its minimum. */
export function columnTrack(column: ListColumn<never>): string {
  return column.width === undefined && column.flex !== undefined ? `minmax(${narrowest(column)}px, ${column.flex}fr)` : `${narrowest(column)}px`;
}

/** The narrowest the columns can be together: the rows are never squeezed below it, they scroll. */
export function columnsMinWidth(columns: readonly ListColumn<never>[]): number {
  return columns.reduce((sum, column) => sum + narrowest(column), 0);
}
