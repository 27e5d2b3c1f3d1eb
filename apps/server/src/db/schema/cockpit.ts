import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The map's Pix of one settled Brasília day, by the state of each trade's customer: summed once by
 * the periodic jobs, so that a month of the map reads thirty rows a state instead of a month of
 * trades joined to every customer (1.4 s on ten million trades). A day is settled an hour after it
 * ends (modules/cockpit/map-days.ts); its trades' amounts, customers and customers' states do not
 * change after. `state` is '' for the customers without one; every summed day has that row, if
 * only of zeros, so that a day without any Pix is known to be summed too.
 */
export const pixStateDays = pgTable('pix_state_days', {
  day_start: timestamp('day_start', { withTimezone: true }).notNull(),
  state: text('state').notNull(),
  pix_count: integer('pix_count').notNull(),
  pix_value: bigint('pix_value', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.day_start, t.state] })]);
