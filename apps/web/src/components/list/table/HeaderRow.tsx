import type { CSSProperties } from 'react';
import { Box, Checkbox, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ColumnMenu, type ColumnChoice } from './ColumnMenu';
import type { ListColumn, ListRow } from './columns';
import type { ListSort } from '../list-state';
import { CHECKBOX_FIELD } from './list-table-style';

interface HeaderSelection {
  /** How many of the rows shown are chosen, of how many. */
  chosen: number;
  of: number;
  onChange: (chosen: boolean) => void;
}

interface HeaderRowProps<Row extends ListRow> {
  columns: readonly ListColumn<Row>[];
  choices: readonly ColumnChoice[];
  onToggleColumn: (field: string) => void;
  sort: ListSort | null;
  /** Null where the list does not sort. */
  onSort: ((sort: ListSort | null) => void) | null;
  selection: HeaderSelection | null;
  cellProps: (col: number) => { tabIndex: number; 'aria-colindex': number; className: string };
  /** The columns' tracks, as every row of the grid has them. */
  rowStyle: CSSProperties;
}

/** Ascending, then descending, then the list's own order. */
function nextSort(sort: ListSort | null, field: string): ListSort | null {
  if (sort?.field !== field) return { field, order: 'asc' };
  return sort.order === 'asc' ? { field, order: 'desc' } : null;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/** The sort button fills its header but for the menu's button: a click anywhere on the name sorts. */
const SORT_LABEL = { flex: 1, minWidth: 0, alignSelf: 'stretch' } as const;

/** The grid's header: a checkbox for the page's rows, then each column's name, sort and menu. */
export function HeaderRow<Row extends ListRow>({ columns, choices, onToggleColumn, sort, onSort, selection, cellProps, rowStyle }: HeaderRowProps<Row>) {
  const { t } = useTranslation();
  const offset = selection ? 1 : 0;
  return (
    <div role="row" aria-rowindex={1} className="list-table-row list-table-header" style={rowStyle}>
      {selection && (
        <div role="columnheader" {...cellProps(1)} aria-label={t('listTable.selectAll')} data-field={CHECKBOX_FIELD}>
          <Checkbox
            size="small"
            checked={selection.of > 0 && selection.chosen === selection.of}
            indeterminate={selection.chosen > 0 && selection.chosen < selection.of}
            disabled={selection.of === 0}
            onChange={(event) => selection.onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('listTable.selectAll') } }}
          />
        </div>
      )}
      {columns.map((column, index) => {
        const sorted = sort?.field === column.field ? sort.order : null;
        const sortable = onSort !== null && column.sortable !== false;
        return (
          <div
            key={column.field}
            role="columnheader"
            {...cellProps(index + 1 + offset)}
            aria-label={column.headerName}
            title={column.headerName}
            aria-sort={sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
            data-field={column.field}
            // Enter on the header cell sorts by it, as its sort button does.
            onKeyDown={sortable ? (event) => { if (event.key === 'Enter' && event.target === event.currentTarget) onSort(nextSort(sort, column.field)); } : undefined}
            style={{ justifyContent: column.headerAlign === 'right' ? 'flex-end' : column.headerAlign === 'center' ? 'center' : undefined }}
          >
            {sortable ? (
              <TableSortLabel active={sorted !== null} direction={sorted ?? 'asc'} onClick={() => onSort(nextSort(sort, column.field))} sx={SORT_LABEL}>
                {column.headerName}
              </TableSortLabel>
            ) : (
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{column.headerName}</Box>
            )}
            {column.hideable !== false && <ColumnMenu headerName={column.headerName} field={column.field} choices={choices} onToggle={onToggleColumn} />}
          </div>
        );
      })}
    </div>
  );
}
