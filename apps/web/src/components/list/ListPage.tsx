import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../api/hooks';
import { LazyExportButton } from './export/LazyExportButton';
import { FilterBar } from './FilterBar';
import { SelectionBar } from './SelectionBar';
import { ListTable, type RowId } from './table/ListTable';
import type { ListColumn, ListRow } from './table/columns';
import { useListViews } from './views/useListViews';
import { ViewsMenu } from './views/ViewsMenu';
import type { FilterSpec } from './list-state';
import { useListController, type ListData, type ListEndpoint } from './useListController';

export type { FilterSpec } from './list-state';
export type { ListData } from './useListController';

/**
 * The grid's box: the window's height less the navbar, the card's title and a row of filters, and
 * never less than about six rows. A height fixed before any answer comes keeps the page from growing
 * (and shifting) when the rows arrive, and lets the grid draw only the rows in view. (Under jsdom,
 * which has no layout, every row is drawn: the unit tests see them all.)
 */
const GRID_BOX = { height: 'calc(100dvh - 330px)', minHeight: 400 };
/**
 * The title's row is as tall as its buttons before they come (the export button is loaded apart):
 * their arrival does not push the grid down.
 */
const TITLE_ROW = { alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', minHeight: 37 } as const;
/** A note's usual height (a line of chips), kept for it until the first answer gives its words. */
const NOTE_HEIGHT = 32;
/** The height of a note that is a row of tabs (MUI's `Tabs`), the quick views above a list. */
export const TABS_NOTE_HEIGHT = 48;
/** A note of one line of text, shorter than its skeleton, keeps the skeleton's height: nothing below it moves up. */
const noteBox = (height: number) => ({ minHeight: height, display: 'flex', flexDirection: 'column', justifyContent: 'center' }) as const;

export interface ListPageProps<Row extends ListRow, Data extends ListData<Row> = ListData<Row>> {
  /** A list endpoint: body `{ page, page_size, ...filters }`, data `listData(item)` and maybe more. */
  endpoint: ListEndpoint<Row, Data>;
  /** Already translated. */
  title: string;
  columns: ListColumn<Row>[];
  filters?: readonly FilterSpec[];
  /** Defaults to `row.id`. */
  getRowId?: (row: Row) => RowId;
  /** Buttons for one row, shown in a last "Actions" column. */
  rowActions?: (row: Row) => ReactNode;
  /** Shown beside the title, e.g. a "Create" button. */
  toolbar?: ReactNode;
  /** Sent with every call and never shown as a filter, e.g. the user a detail page is about. */
  fixedBody?: Record<string, unknown>;
  /** Refreshes the list this many ms after each answer while the answer calls for it. */
  refetchInterval?: (data: Data) => number | false;
  /** Shown under the title: at once, or (a function) once an answer has come, from what it says besides the rows. */
  note?: ReactNode | ((data: Data) => ReactNode);
  /** The room kept for a note drawn from the answer until it comes; a line of chips unless said. */
  noteHeight?: number;
  /** Already translated; what an empty list says instead of "Nothing matches these filters". */
  emptyText?: string;
  /**
   * Actions on the rows chosen with the checkboxes (on any page), shown above the grid while any is
   * chosen; `clear` lets go of them once an action is done.
   */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
}

const NO_FILTERS: readonly FilterSpec[] = [];

/** The columns a list hides until the member shows them. */
const optionalFields = (columns: readonly ListColumn<never>[]) => columns.filter((column) => column.optional).map((column) => column.field);

/**
 * Every list screen: title, filters, and a server-paged, server-sorted grid whose state lives in
 * the URL. Screens configure it; the behaviour is in useListController.
 */
export function ListPage<Row extends ListRow, Data extends ListData<Row> = ListData<Row>>({
  endpoint, title, columns, filters = NO_FILTERS, getRowId, rowActions, toolbar, fixedBody, refetchInterval, note, noteHeight = NOTE_HEIGHT, emptyText, bulkActions,
}: ListPageProps<Row, Data>) {
  const { t } = useTranslation();
  const list = useListController<Row, Data>({ endpoint, filters, fixedBody, refetchInterval });
  const views = useListViews(optionalFields(columns));
  const can = useCan();
  // A list the member sees is exported with the permission to take data out of the console.
  const exportable = endpoint.exportable && can('trades.export');
  // The chosen rows as they were when chosen, kept across pages, filters and refreshes (a row that
  // a change moved out of the filter stays chosen, and an action's dialog stays open) until let go.
  const [chosen, setChosen] = useState<ReadonlyMap<RowId, Row>>(new Map());
  const idOf = getRowId ?? ((row: Row) => (row as { id: RowId }).id);
  const choose = (rows: readonly Row[], isChosen: boolean) => {
    const next = new Map(chosen);
    for (const row of rows) {
      if (isChosen) next.set(idOf(row), row);
      else next.delete(idOf(row));
    }
    setChosen(next);
  };
  const clearChosen = () => setChosen(new Map());

  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} sx={TITLE_ROW}>
            <Typography variant="h5" component="h1">{title}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <ViewsMenu views={views} />
              {exportable && <LazyExportButton list={endpoint.path} filters={filters} sortable={list.sortable} fixedBody={fixedBody} />}
              {toolbar && <Box>{toolbar}</Box>}
            </Stack>
          </Stack>
          {typeof note === 'function'
            ? (list.data ? <Box sx={noteBox(noteHeight)}>{note(list.data)}</Box> : !list.isError && <Skeleton variant="rounded" height={noteHeight} />)
            : note && <Box sx={noteBox(noteHeight)}>{note}</Box>}
          {filters.length > 0 && (
            <FilterBar filters={filters} values={list.filters} onChange={list.setFilters} onApply={list.applyFilters} onReset={list.resetFilters} />
          )}
          {list.isError && (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void list.refetch()}>{t('list.retry')}</Button>}>
              {t('list.error')}
            </Alert>
          )}
          {bulkActions && chosen.size > 0 && (
            <SelectionBar count={chosen.size} onClear={clearChosen}>{bulkActions([...chosen.values()], clearChosen)}</SelectionBar>
          )}
          <Box sx={GRID_BOX}>
            <ListTable
              label={title}
              rows={list.rows}
              columns={columns}
              // The member's columns and density: the address's, else those they chose last time.
              hidden={views.layout.hidden}
              onHiddenChange={views.chooseHidden}
              density={views.layout.density}
              rowId={idOf}
              sort={list.sort}
              onSort={list.sortable ? list.setSort : null}
              loading={list.isLoading}
              emptyText={list.isError ? '' : (emptyText ?? t('list.empty'))}
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              totalCapped={list.totalCapped}
              onPage={list.setPage}
              onPageSize={list.setPageSize}
              selection={bulkActions && { chosen: new Set(chosen.keys()), onChange: choose }}
              actions={rowActions && { headerName: t('list.actions'), render: rowActions }}
            />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
