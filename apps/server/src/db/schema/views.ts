import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './staff.js';

/** What a list shows (its address's query string), kept under a name by one member. */
export const savedViews = pgTable('saved_views', {
  id: serial('id').primaryKey(),
  admin_id: integer('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
  list_key: text('list_key').notNull(),
  name: text('name').notNull(),
  query: text('query').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('saved_views_name_key').on(t.admin_id, t.list_key, sql`lower(${t.name})`)]);

/** The columns a member hid and the density they chose, per list. */
export const listLayouts = pgTable('list_layouts', {
  admin_id: integer('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
  list_key: text('list_key').notNull(),
  hidden: text('hidden').array().notNull(),
  density: text('density', { enum: ['compact', 'standard', 'comfortable'] }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.admin_id, t.list_key] }),
  check('list_layouts_density', sql`${t.density} in ('compact', 'standard', 'comfortable')`),
]);
