import type { Theme } from '@mui/material';
import type { cockpit } from '@wallet/contracts';

/** The field of the last column, a row's buttons, kept at the grid's right edge. */
export const ACTIONS_FIELD = '__actions';
/** The field of the first column of a list whose rows are chosen: each row's checkbox. */
export const CHECKBOX_FIELD = '__chosen';

/** A row's height at each density: every row the same, so where a row sits is known undrawn. */
export const ROW_HEIGHTS: Record<cockpit.Density, number> = { compact: 36, standard: 52, comfortable: 68 };
export const HEADER_HEIGHTS: Record<cockpit.Density, number> = { compact: 40, standard: 56, comfortable: 64 };

const focusRing = (theme: Theme) => `2px solid ${theme.palette.primary.main}`;

/**
 * The grid's look: a bordered box whose rows scroll under a header that stays, cells of one line
 * (cut with an ellipsis), the Actions column kept at the right edge over the columns that scroll
 * under it, and the pages under the box.
 */
export const LIST_TABLE_STYLE = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  // The scroll bar's room is kept while the skeletons show: the rows that then fill the box beyond
  // its height would otherwise narrow every column by its width, a layout shift of 0.09–0.12.
  '& .list-table-box': { flex: 1, minHeight: 0, overflow: 'auto', position: 'relative', scrollbarGutter: 'stable' },
  '& .list-table-head': { position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' },
  '& .list-table-row': { display: 'grid', width: '100%', borderBottom: 1, borderColor: 'divider' },
  '& .list-table-row[aria-selected="true"]': { bgcolor: 'action.selected' },
  '& [role="rowgroup"]:not(.list-table-head) .list-table-row:hover': { bgcolor: 'action.hover' },
  '& .list-table-header': { fontWeight: 500 },
  '& .list-table-cell': {
    display: 'flex',
    alignItems: 'center',
    gap: 0.5,
    minWidth: 0,
    px: 1.25,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    '&:focus': { outline: focusRing, outlineOffset: -2 },
  },
  // Text too long for its cell ends in an ellipsis, whether the cell's own, a link's or a time's.
  '& .list-table-text, & .list-table-cell > a, & .list-table-cell > time': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  // The column's menu lies over the end of its header, shown on hover or focus, so the name keeps the header's width.
  [`& .list-table-header .list-table-cell:not([data-field="${ACTIONS_FIELD}"])`]: { position: 'relative' },
  '& .list-table-header .list-table-cell .column-menu-button': { position: 'absolute', right: 2, top: '50%', transform: 'translateY(-50%)', opacity: 0, bgcolor: 'background.paper' },
  '& .list-table-header .list-table-cell .column-menu-button:hover': { bgcolor: 'background.paper' },
  '& .list-table-header .list-table-cell:hover .column-menu-button, & .column-menu-button:focus-visible, & .column-menu-button[aria-expanded="true"]': { opacity: 1 },
  [`& [data-field="${CHECKBOX_FIELD}"]`]: { px: 0, justifyContent: 'center' },
  [`& [data-field="${ACTIONS_FIELD}"]`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
    overflow: 'visible',
  },
  [`&[data-narrow] [data-field="${ACTIONS_FIELD}"]`]: { position: 'static', boxShadow: 'none' },
  '& .list-table-progress': { position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 },
  '& .list-table-empty': { position: 'absolute', inset: 0, top: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' },
  '& .list-table-foot': { display: 'flex', alignItems: 'center', borderTop: 1, borderColor: 'divider', flexShrink: 0 },
  '& .list-table-folded': { pl: 1.5 },
  '& .list-pagination': { ml: 'auto' },
  // Two lines in one cell: a time's day over its hour, an owner over the account number.
  '& .list-table-lines': { display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.25, overflow: 'hidden' },
  '& .list-table-lines > *': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .list-table-second': { color: 'text.secondary', fontSize: '0.8125rem' },
  // A time's day above its time of day, which is quieter.
  '& .list-table-instant': { display: 'block', lineHeight: 1.25, color: 'text.secondary', fontSize: '0.8125rem', '&::first-line': { color: 'text.primary', fontSize: '0.875rem' } },
  '& .list-table-id': { fontFamily: 'monospace', fontSize: 13 },
  // 32 characters (an end-to-end id) in two lines of 16, each character in its place.
  '& .list-table-long-id': { fontFamily: 'monospace', fontSize: 13, lineHeight: 1.25, width: '16ch', whiteSpace: 'normal', wordBreak: 'break-all' },
} as const;
