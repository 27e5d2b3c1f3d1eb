import { createElement, type ReactNode } from 'react';

/** A list's row: an object read by field name. */
export type ListRow = object;

type ColumnPriority = 1 | 2 | 3;

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
  /** Hidden until the member shows it with the column chooser: detail a record page also shows. */
  optional?: boolean;
  /**
   * How much the list needs it when the window is narrow: 1 never folds away (what tells the rows
   * apart, what they are worth, what the list is read for, such as a deadline); 3 folds first; 2
   * unless said.
   */
  priority?: ColumnPriority;
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

/** A column that names no width is this wide; one that takes a share of the room, at least this. */
const DEFAULT_WIDTH = 100;
const DEFAULT_MIN_WIDTH = 50;

/** The narrowest a column gets: its fixed width, else its minimum. */
function narrowest(column: ListColumn<never>): number {
  return column.width ?? column.minWidth ?? (column.flex === undefined ? DEFAULT_WIDTH : DEFAULT_MIN_WIDTH);
}

/** The column's track in the rows' CSS grid: a fixed width, or its share of the room from its minimum. */
export function columnTrack(column: ListColumn<never>): string {
  return column.width === undefined && column.flex !== undefined ? `minmax(${narrowest(column)}px, ${column.flex}fr)` : `${narrowest(column)}px`;
}

/** The narrowest the columns can be together: the rows are never squeezed below it, they scroll. */
export function columnsMinWidth(columns: readonly ListColumn<never>[]): number {
  return columns.reduce((sum, column) => sum + narrowest(column), 0);
}

/**
 * The columns that fit `room` px at their narrowest: the least needed fold away first (priority
 * 3, then 2, the last of a priority first), a column of priority 1 never. Unmeasured room (0)
 * folds nothing.
 */
export function columnsThatFit<Row extends ListRow>(columns: readonly ListColumn<Row>[], room: number): ListColumn<Row>[] {
  if (room <= 0) return [...columns];
  const kept = new Set(columns);
  let width = columnsMinWidth(columns);
  for (const priority of [3, 2] as const) {
    for (const column of [...columns].reverse()) {
      if (width <= room) return columns.filter((one) => kept.has(one));
      if ((column.priority ?? 2) !== priority) continue;
      kept.delete(column);
      width -= narrowest(column);
    }
  }
  return columns.filter((one) => kept.has(one));
}
