import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Instant, RowId } from '../common.js';

/** Saved views a member keeps for one list; more would be a list of lists. */
export const VIEWS_PER_LIST = 30;
/** The longest query string a view keeps: a list's filters, sort, size, columns and density. */
export const VIEW_QUERY_MAX_LENGTH = 2_000;
/** Columns a list has at most; a hidden set longer than that names columns no list has. */
const COLUMNS_MAX = 40;

/** How close the rows of a list sit, as the grid names it. */
export const DENSITIES = ['compact', 'standard', 'comfortable'] as const;
export const Density = z.enum(DENSITIES);
export type Density = z.infer<typeof Density>;

/** The list a view belongs to: its screen's address (`/userCenter/userList`). */
export const ListKey = z.string().check(z.regex(/^(\/[A-Za-z0-9_-]{1,40}){1,4}$/, 'must be the address of a list screen, such as /userCenter/userList'));

const ViewName = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(60, 'must be at most 60 characters'));

/** What a list shows, as its address's query string without `?` (`status=blocked&hide=email`). */
const ViewQuery = z.string().check(
  z.maxLength(VIEW_QUERY_MAX_LENGTH, `must be at most ${VIEW_QUERY_MAX_LENGTH} characters`),
  z.refine((query) => !query.startsWith('?') && !/[\s#]/.test(query), 'must be a query string without "?", "#" or spaces'),
);

const ColumnField = z.string().check(z.regex(/^[A-Za-z0-9_]{1,60}$/, 'must be the field of a column'));

export const SavedView = z.object({
  id: z.int(),
  list_key: ListKey,
  name: z.string(),
  query: z.string(),
  updated_at: Instant,
});
export type SavedView = z.infer<typeof SavedView>;

/** The columns a member hid and the density they chose for a list, shown whenever its address names none. */
export const ListLayout = z.object({
  hidden: z.array(z.string()),
  density: Density,
});
export type ListLayout = z.infer<typeof ListLayout>;

export const viewList = endpoint({
  path: '/api/v1/view/list',
  access: 'signed-in',
  summary: "The member's saved views of a list, by name, and the columns and density they last chose for it",
  body: z.strictObject({ list_key: ListKey }),
  data: z.object({ views: z.array(SavedView), layout: z.nullable(ListLayout) }),
});

export const viewSave = endpoint({
  path: '/api/v1/view/save',
  access: 'signed-in',
  mutation: true,
  summary: "Keeps what a list shows under a name, for the member alone; a view of the same name is replaced",
  body: z.strictObject({ list_key: ListKey, name: ViewName, query: ViewQuery }),
  data: SavedView,
});

export const viewDelete = endpoint({
  path: '/api/v1/view/delete',
  access: 'signed-in',
  mutation: true,
  summary: 'Forgets one of the member\'s saved views',
  body: z.strictObject({ id: RowId }),
  data: z.null(),
});

export const layoutSave = endpoint({
  path: '/api/v1/view/layout',
  access: 'signed-in',
  mutation: true,
  summary: 'Remembers the columns a member hid and the density they chose for a list',
  body: z.strictObject({
    list_key: ListKey,
    hidden: z.array(ColumnField).check(
      z.maxLength(COLUMNS_MAX, `must name at most ${COLUMNS_MAX} columns`),
      z.refine((fields) => new Set(fields).size === fields.length, 'must name each column once'),
    ),
    density: Density,
  }),
  data: ListLayout,
});
