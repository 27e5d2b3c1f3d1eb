import { useDeferredValue, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Checkbox, LinearProgress, Skeleton, Typography } from '@mui/material';
import { PAGE_SIZES } from '@wallet/contracts';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { cellAfterKey, type CellPosition } from './grid-keys';
import { cellContent, columnsMinWidth, columnsThatFit, columnTrack, type ListColumn, type ListRow } from './columns';
import { HeaderRow } from './HeaderRow';
import { ListPagination } from './ListPagination';
import { ACTIONS_FIELD, CHECKBOX_FIELD, HEADER_HEIGHTS, LIST_TABLE_STYLE, ROW_HEIGHTS } from './list-table-style';
import { useActionsWidth, useBoxWidth } from './useBoxWidth';
import { useVisibleRows } from './useVisibleRows';
import type { ListSort } from '../list-state';

export type RowId = string | number;

export interface ListTableProps<Row extends ListRow> {
  /** Already translated: the grid's accessible name. */
  label: string;
  rows: readonly Row[];
  /** Every column of the list, hidden ones included. */
  columns: readonly ListColumn<Row>[];
  hidden: readonly string[];
  onHiddenChange: (hidden: string[]) => void;
  density: cockpit.Density;
  rowId: (row: Row) => RowId;
  sort: ListSort | null;
  /** Null where the server does not sort this list. */
  onSort: ((sort: ListSort | null) => void) | null;
  /** A call is under way: skeletons while no row is shown, a bar over the rows otherwise. */
  loading: boolean;
  /** What an empty list says; nothing while the call failed (the error says it). */
  emptyText: string;
  page: number;
  pageSize: number;
  /** The rows on every page together; undefined until an answer says. */
  total: number | undefined;
  totalCapped: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** With checkboxes: the ids chosen, and a change of some rows' choice. */
  selection?: { chosen: ReadonlySet<RowId>; onChange: (rows: readonly Row[], chosen: boolean) => void };
  /** The last column, kept at the right edge: a row's buttons. */
  actions?: { headerName: string; render: (row: Row) => ReactNode };
}

/** Rows drawn as skeletons while the first answer comes: about a box's worth, no more. */
const SKELETON_ROWS = 8;
const ACTIONS_WIDTH = 120;
const CHECKBOX_WIDTH = 52;
/** Below this the Actions column scrolls with the rest rather than cover most of the box. */
const NARROW_WIDTH = 600;

/**
 * A list's rows in a box of fixed height: a header that stays at the top, only the rows in view
 * drawn, the Actions column kept at the right edge, and the pages below. It follows the ARIA grid
 * pattern: one cell at a time takes Tab, and the arrows, Home and End move between cells.
 */
export function ListTable<Row extends ListRow>(props: ListTableProps<Row>) {
  const { label, columns, hidden, onHiddenChange, density, rowId, selection, actions } = props;
  // New rows are drawn in a transition, which React can interrupt: a page of rows arrives as a
  // string of short tasks, not one long one that holds up the browser. Until they are drawn, the
  // rows before them stay (or the skeletons, before the first).
  const rows = useDeferredValue(props.rows);
  const drawing = rows !== props.rows;
  const loading = props.loading || drawing;
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const rowHeight = ROW_HEIGHTS[density];
  const boxWidth = useBoxWidth(box);
  const actionsWidth = useActionsWidth(box, ACTIONS_WIDTH, rows);
  const chosen = columns.filter((column) => !hidden.includes(column.field));
  // A narrow window folds the least needed of the chosen columns rather than scroll them sideways.
  const shown = columnsThatFit(chosen, boxWidth - (selection ? CHECKBOX_WIDTH : 0) - (actions ? actionsWidth : 0));
  const folded = chosen.length - shown.length;
  const choices = columns.filter((column) => column.hideable !== false).map((column) => ({ field: column.field, headerName: column.headerName, shown: !hidden.includes(column.field) }));
  const toggleColumn = (field: string) => onHiddenChange(hidden.includes(field) ? hidden.filter((other) => other !== field) : [...hidden, field]);

  const tracks = [...(selection ? [`${CHECKBOX_WIDTH}px`] : []), ...shown.map(columnTrack), ...(actions ? [`${actionsWidth}px`] : [])];
  const minWidth = columnsMinWidth(shown) + (selection ? CHECKBOX_WIDTH : 0) + (actions ? actionsWidth : 0);
  const colCount = tracks.length;
  const skeletons = loading && rows.length === 0;
  const drawnRows = skeletons ? SKELETON_ROWS : rows.length;
  const visible = useVisibleRows(box, drawnRows, rowHeight);

  // The cell that takes Tab; the arrows move it.
  const [active, setActive] = useState<CellPosition>({ row: 1, col: 1 });
  const rowCount = rows.length + 1;
  const activeCell = active.row <= rowCount && active.col <= colCount ? active : { row: 1, col: 1 };
  const cellProps = (row: number) => (col: number) => ({
    tabIndex: activeCell.row === row && activeCell.col === col ? 0 : -1,
    'aria-colindex': col,
    className: 'list-table-cell',
  });
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = event.target as HTMLElement;
    if (!cell.classList.contains('list-table-cell')) return;
    const at = { row: Number(cell.parentElement?.getAttribute('aria-rowindex')), col: Number(cell.getAttribute('aria-colindex')) };
    const next = cellAfterKey(event.key, event.ctrlKey || event.metaKey, at, rowCount, colCount);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    const target = box.current?.querySelector<HTMLElement>(`[aria-rowindex="${next.row}"] > [aria-colindex="${next.col}"]`);
    if (target) target.focus();
    else if (box.current) box.current.scrollTop = (next.row - 2) * rowHeight;
  };

  const chosenOnPage = selection ? rows.filter((row) => selection.chosen.has(rowId(row))).length : 0;
  const rowStyle = { gridTemplateColumns: tracks.join(' '), minWidth, height: rowHeight };

  return (
    <Box sx={LIST_TABLE_STYLE} data-density={density} data-narrow={boxWidth > 0 && boxWidth < NARROW_WIDTH ? true : undefined}>
      <div
        ref={box}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={colCount}
        aria-busy={loading}
        aria-multiselectable={selection ? true : undefined}
        className="list-table-box"
        onKeyDown={moveFocus}
        onFocus={(event) => {
          const cell = event.target;
          if (cell.classList.contains('list-table-cell')) setActive({ row: Number(cell.parentElement?.getAttribute('aria-rowindex')), col: Number(cell.getAttribute('aria-colindex')) });
        }}
      >
        <div role="rowgroup" className="list-table-head" style={{ minWidth }}>
          <HeaderRow
            columns={actions ? [...shown, { field: ACTIONS_FIELD, headerName: actions.headerName, sortable: false, hideable: false }] : shown}
            choices={choices}
            onToggleColumn={toggleColumn}
            sort={props.sort}
            onSort={props.onSort}
            selection={selection ? { chosen: chosenOnPage, of: rows.length, onChange: (chosen) => selection.onChange(rows, chosen) } : null}
            cellProps={cellProps(1)}
            rowStyle={{ ...rowStyle, height: HEADER_HEIGHTS[density] }}
          />
          {loading && !skeletons && <LinearProgress className="list-table-progress" aria-hidden />}
        </div>
        <div role="rowgroup" style={{ minWidth, paddingTop: visible.before, paddingBottom: visible.after }}>
          {Array.from({ length: visible.last - visible.first }, (_, offset) => {
            const index = visible.first + offset;
            if (skeletons) {
              return (
                <div key={`skeleton-${index}`} role="row" aria-rowindex={index + 2} className="list-table-row" style={rowStyle}>
                  {tracks.map((_track, col) => <div key={col} role="gridcell" className="list-table-cell"><Skeleton width="80%" /></div>)}
                </div>
              );
            }
            const row = rows[index] as Row;
            const id = rowId(row);
            const chosen = selection?.chosen.has(id) ?? false;
            const cells = cellProps(index + 2);
            return (
              <div key={id} role="row" aria-rowindex={index + 2} aria-selected={selection ? chosen : undefined} data-id={id} className="list-table-row" style={rowStyle}>
                {selection && (
                  <div role="gridcell" {...cells(1)} data-field={CHECKBOX_FIELD}>
                    <Checkbox size="small" checked={chosen} onChange={(event) => selection.onChange([row], event.target.checked)} slotProps={{ input: { 'aria-label': t('listTable.selectRow') } }} />
                  </div>
                )}
                {shown.map((column, col) => (
                  <div key={column.field} role="gridcell" {...cells(col + 1 + (selection ? 1 : 0))} data-field={column.field} style={column.align && column.align !== 'left' ? { justifyContent: column.align === 'right' ? 'flex-end' : 'center' } : undefined}>
                    {cellContent(column, row)}
                  </div>
                ))}
                {actions && <div role="gridcell" {...cells(colCount)} data-field={ACTIONS_FIELD}>{actions.render(row)}</div>}
              </div>
            );
          })}
        </div>
        {!loading && rows.length === 0 && <Typography className="list-table-empty" color="text.secondary">{props.emptyText}</Typography>}
      </div>
      <div className="list-table-foot">
        {folded > 0 && <Typography variant="caption" color="text.secondary" className="list-table-folded">{t('listTable.folded', { count: folded })}</Typography>}
        <ListPagination
          count={props.total ?? 0}
          page={props.total === undefined ? 1 : props.page}
          pageSize={props.pageSize}
          pageSizes={PAGE_SIZES}
          onPage={props.onPage}
          onPageSize={props.onPageSize}
          displayed={({ from, to }) => (props.total === undefined ? '' : t(props.totalCapped ? 'list.rowsOfAtLeast' : 'listTable.displayedRows', { from, to, total: props.total }))}
        />
      </div>
    </Box>
  );
}
