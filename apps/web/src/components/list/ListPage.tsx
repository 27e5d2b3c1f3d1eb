import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography, type Theme } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridLocaleText,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { PAGE_SIZES } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../api/hooks';
import { EXPORTABLE_LIST_PATHS } from './export/exportable-lists';
import { LazyExportButton } from './export/LazyExportButton';
import { FilterBar } from './FilterBar';
import { SelectionBar } from './SelectionBar';
import { useListViews } from './views/useListViews';
import { ViewsMenu } from './views/ViewsMenu';
import type { FilterSpec } from './list-state';
import { useListController, type ListController, type ListData, type ListEndpoint } from './useListController';

export type { FilterSpec } from './list-state';
export type { ListData } from './useListController';

/** Wider than any list's columns: none is left undrawn. */
const COLUMN_BUFFER_PX = 4_000;
/**
 * The grid's box: the window's height less the navbar, the card's title and a row of filters, and
 * never less than about six rows. A height fixed before any answer comes keeps the page from growing
 * (and shifting) when the rows arrive, and lets the grid draw only the rows in view. (Under jsdom,
 * which has no layout, MUI X turns that off by itself: the unit tests still see every row.)
 */
const GRID_BOX = { height: 'calc(100dvh - 330px)', minHeight: 400 };
/**
 * Skeleton rows fill the empty grid while the first rows load; a refresh over rows already shown
 * keeps them readable under a progress bar.
 */
const LOADING_OVERLAY = { variant: 'linear-progress', noRowsVariant: 'skeleton' } as const;
/**
 * The title's row is as tall as its buttons before they come (the export button is loaded apart):
 * their arrival does not push the grid down.
 */
const TITLE_ROW = { alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', minHeight: 37 } as const;
/** A note's usual height (a line of chips), kept for it until the first answer gives its words. */
const NOTE_HEIGHT = 32;
/** A note of one line of text, shorter than its skeleton, keeps the skeleton's height: nothing below it moves up. */
const NOTE_BOX = { minHeight: NOTE_HEIGHT, display: 'flex', flexDirection: 'column', justifyContent: 'center' } as const;

export interface ListPageProps<Row extends GridValidRowModel, Data extends ListData<Row> = ListData<Row>> {
  /** A list endpoint: body `{ page, page_size, ...filters }`, data `listData(item)` and maybe more. */
  endpoint: ListEndpoint<Row, Data>;
  /** Already translated. */
  title: string;
  columns: GridColDef<Row>[];
  filters?: readonly FilterSpec[];
  /** Defaults to `row.id`. */
  getRowId?: (row: Row) => GridRowId;
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
  /** Already translated; what an empty list says instead of "Nothing matches these filters". */
  emptyText?: string;
  /**
   * Actions on the rows chosen with the checkboxes (on any page), shown above the grid while any is
   * chosen; `clear` lets go of them once an action is done.
   */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
}

const NO_FILTERS: readonly FilterSpec[] = [];
const ACTIONS_FIELD = '__actions';
/**
 * The Actions column stays at the grid's right edge while the other columns scroll under it, so a
 * row's actions are in view on any window (the community grid has no pinned columns).
 */
const STICKY_ACTIONS = {
  [`& .MuiDataGrid-cell[data-field="${ACTIONS_FIELD}"], & .MuiDataGrid-columnHeader[data-field="${ACTIONS_FIELD}"]`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
  },
};
/**
 * While the skeletons stand in for the first rows, the grid's filler (the strip under the last row)
 * is not drawn: it would sit under the header and then jump below the rows when they come, a
 * layout shift of 0.088 in Lighthouse on a list whose rows do not fill the box, though the strip
 * is all but invisible. It appears where it belongs with the rows.
 */
const WHILE_SKELETONS = { ...STICKY_ACTIONS, '& .MuiDataGrid-filler': { visibility: 'hidden' } };

/** The grid's own words (paging, menus) in the console's languages; English is the grid's default. */
const GRID_TEXT: Record<string, Partial<GridLocaleText>> = {
  'pt-BR': ptBR.components.MuiDataGrid.defaultProps.localeText,
};

/**
 * Every list screen: title, filters, and a server-paged, server-sorted grid whose state lives in
 * the URL. Screens configure it; the behaviour is in useListController.
 */
export function ListPage<Row extends GridValidRowModel, Data extends ListData<Row> = ListData<Row>>({
  endpoint, title, columns, filters = NO_FILTERS, getRowId, rowActions, toolbar, fixedBody, refetchInterval, note, emptyText, bulkActions,
}: ListPageProps<Row, Data>) {
  const { t, i18n } = useTranslation();
  const list = useListController<Row, Data>({ endpoint, filters, fixedBody, refetchInterval });
  const views = useListViews();
  const can = useCan();
  // A list the member sees is exported with the permission to take data out of the console.
  const exportable = EXPORTABLE_LIST_PATHS.has(endpoint.path) && can('trades.export');
  const hiddenColumns = views.layout.hidden.join(',');
  const columnVisibilityModel = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(hiddenColumns.split(',').filter(Boolean).map((field) => [field, false])),
    [hiddenColumns],
  );
  const chooseColumns = (model: GridColumnVisibilityModel) =>
    views.chooseHidden(Object.entries(model).filter(([, shown]) => !shown).map(([field]) => field));
  const actionsHeader = t('list.actions');
  const shownColumns = useMemo(
    () => (rowActions ? [...columns, actionsColumn(actionsHeader, rowActions)] : columns),
    [columns, rowActions, actionsHeader],
  );
  // The grid takes a model with a new identity for a new sort or page, so a model changes
  // identity only when its values do.
  const { page, pageSize, sort } = list;
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const sortField = sort?.field;
  const sortOrder = sort?.order;
  const sortModel = useMemo<GridSortModel>(() => (sortField && sortOrder ? [{ field: sortField, sort: sortOrder }] : []), [sortField, sortOrder]);
  // The chosen rows as they were when chosen, kept across pages, filters and refreshes (a row that
  // a change moved out of the filter stays chosen, and an action's dialog stays open) until let go.
  const [chosen, setChosen] = useState<ReadonlyMap<GridRowId, Row>>(new Map());
  const idOf = getRowId ?? ((row: Row) => row.id as GridRowId);
  const selectionModel = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set(chosen.keys()) }), [chosen]);
  const choose = (model: GridRowSelectionModel) => {
    const next = new Map(chosen);
    for (const row of list.rows) {
      if (model.ids.has(idOf(row)) === (model.type === 'include')) next.set(idOf(row), row);
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
            ? (list.data ? <Box sx={NOTE_BOX}>{note(list.data)}</Box> : !list.isError && <Skeleton variant="rounded" height={NOTE_HEIGHT} />)
            : note && <Box sx={NOTE_BOX}>{note}</Box>}
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
            <DataGrid
              sx={list.isLoading ? WHILE_SKELETONS : STICKY_ACTIONS}
              rows={list.rows}
              columns={shownColumns}
              getRowId={getRowId}
              // -1 is the grid's "not known yet", until the first answer and while a call fails.
              rowCount={list.total ?? -1}
              loading={list.isLoading}
              paginationMode="server"
              sortingMode="server"
              disableColumnSorting={!list.sortable}
              // The server filters; the grid's own filter would only sift the page on screen.
              disableColumnFilter
              disableRowSelectionOnClick
              // The member's columns and density: the address's, else those they chose last time.
              columnVisibilityModel={columnVisibilityModel}
              onColumnVisibilityModelChange={chooseColumns}
              density={views.layout.density}
              {...(bulkActions && { checkboxSelection: true, keepNonExistentRowsSelected: true, rowSelectionModel: selectionModel, onRowSelectionModelChange: choose })}
              // A list has a dozen columns at most: all of them are drawn, so the row actions at the
              // end are there for the keyboard (and a test) however narrow the window.
              columnBufferPx={COLUMN_BUFFER_PX}
              pageSizeOptions={PAGE_SIZES}
              // Only the URL moves pages. The grid's own moves (to the first page after a sort it is
              // handed on Back, to the last page while a count is stale) are refused by leaving the
              // model controlled with no onPaginationModelChange; its buttons call the list directly.
              paginationModel={paginationModel}
              slotProps={{
                loadingOverlay: LOADING_OVERLAY,
                basePagination: {
                  // The grid counts pages from 0, the API from 1.
                  onPageChange: (_event, gridPage) => list.setPage(gridPage + 1),
                  onRowsPerPageChange: list.setPageSize,
                },
              }}
              sortModel={sortModel}
              onSortModelChange={(model) => changeSort(list, model)}
              localeText={{
                ...GRID_TEXT[i18n.language],
                noRowsLabel: list.isError ? '' : (emptyText ?? t('list.empty')),
                ...(list.totalCapped && { paginationDisplayedRows: ({ from, to }) => t('list.rowsOfAtLeast', { from, to, total: list.total }) }),
              }}
            />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function actionsColumn<Row extends GridValidRowModel>(headerName: string, rowActions: (row: Row) => ReactNode): GridColDef<Row> {
  return {
    field: ACTIONS_FIELD,
    headerName,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    hideable: false,
    minWidth: 120,
    renderCell: ({ row }) => rowActions(row),
  };
}

function changeSort<Row extends GridValidRowModel, Data extends ListData<Row>>(list: ListController<Row, Data>, model: GridSortModel) {
  const [first] = model;
  list.setSort(first?.sort ? { field: first.field, order: first.sort } : null);
}
