import { createHash } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * The name a prepared select is given: the wire protocol's unnamed statement, which PostgreSQL
 * parses and plans again with each call's values (a named one could fall back to a generic plan,
 * poor for a filter whose values differ widely in how many rows they keep).
 */
export const UNNAMED = '';

/**
 * The name of a statement PostgreSQL plans once on each connection and then runs with each call's
 * values (a generic plan, after five planned runs that show it costs no more), named by its text.
 * Only for a statement whose conditions keep a few rows whatever their values, an exact identifier:
 * the search of a trade by number, end-to-end id or txid is planned over every month's three
 * indexes, 5 ms each time, ten times what the search itself costs.
 */
export const plannedOnce = (statement: { toSQL(): { sql: string } }): string =>
  `planned_${createHash('sha256').update(statement.toSQL().sql).digest('hex').slice(0, 24)}`;

/** A call's values for a statement's placeholders; an undefined value leaves its condition out. */
export type StatementValues = Record<string, unknown>;

/** What a statement is built from: which values a call sets, and the choices that change its text (an order). */
export interface Shape<V extends StatementValues, C> {
  choices: C;
  /** Whether the call sets `name`: the condition on it belongs in the statement. */
  has(name: keyof V & string): boolean;
  /** Where a set value goes: a placeholder it fills when a prepared statement runs, or the value itself (`withValues`). */
  value(name: keyof V & string): SQLWrapper;
}

/**
 * Statements built once for each shape of a call and then only run. Drizzle spent about 0.3 ms
 * of the key list's 1.85 ms of server CPU per call turning its two selects into SQL; a prepared
 * select keeps its SQL and takes the call's values as placeholders. Built per database handle
 * (the primary, a replica, a test's), as a prepared statement runs on the handle it was built
 * on. Build them with `.prepare(UNNAMED)`.
 */
export function preparedByShape<V extends StatementValues, C, S>(build: (db: Database, shape: Shape<V, C>) => S) {
  const built = new WeakMap<Database, Map<string, S>>();
  return (db: Database, values: V, choices: C): S => {
    const set = Object.keys(values).filter((name) => values[name] !== undefined).sort();
    const key = `${JSON.stringify(choices)}|${set.join(',')}`;
    let ofDatabase = built.get(db);
    if (!ofDatabase) built.set(db, (ofDatabase = new Map()));
    let statements = ofDatabase.get(key);
    if (!statements) {
      statements = build(db, {
        choices,
        has: (name) => set.includes(name),
        value: (name) => sql.placeholder(name),
      });
      ofDatabase.set(key, statements);
    }
    return statements;
  };
}

/**
 * A builder's shape with the call's values written in, for a statement built for one call: an
 * export's COPY, which takes no placeholders, uses the list's own conditions this way.
 */
export function withValues<V extends StatementValues, C>(values: V, choices: C): Shape<V, C> {
  return {
    choices,
    has: (name) => values[name] !== undefined,
    value: (name) => sql`${values[name]}`,
  };
}
