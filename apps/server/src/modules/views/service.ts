// Saved views and remembered columns: each member's own, per list.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { cockpit } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { listLayouts, savedViews } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';

type View = typeof savedViews.$inferSelect;

const shown = (view: View): cockpit.SavedView => ({
  id: view.id, list_key: view.list_key, name: view.name, query: view.query, updated_at: view.updated_at.toISOString(),
});

/** The member's views of one list by name, and the columns and density they last chose for it. */
export async function viewsOfList(db: Database, adminId: number, listKey: string) {
  const views = await db.select().from(savedViews)
    .where(and(eq(savedViews.admin_id, adminId), eq(savedViews.list_key, listKey)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  const [layout] = await db.select({ hidden: listLayouts.hidden, density: listLayouts.density }).from(listLayouts)
    .where(and(eq(listLayouts.admin_id, adminId), eq(listLayouts.list_key, listKey)));
  return { views: views.map(shown), layout: layout ?? null };
}

/**
 * Keeps `query` under `name` (any case) for the member; a view of that name is replaced. A new
 * name past VIEWS_PER_LIST is refused.
 */
export async function saveView(db: Database, adminId: number, input: { list_key: string; name: string; query: string }, now: Date) {
  const mine = and(eq(savedViews.admin_id, adminId), eq(savedViews.list_key, input.list_key));
  const [same] = await db.select().from(savedViews).where(and(mine, eq(sql`lower(${savedViews.name})`, input.name.toLowerCase()))).for('update');
  if (same) {
    const [after] = await db.update(savedViews).set({ name: input.name, query: input.query, updated_at: now }).where(eq(savedViews.id, same.id)).returning();
    return { before: shown(same), after: shown(after!) };
  }
  const [kept] = await db.select({ n: count() }).from(savedViews).where(mine);
  if (kept!.n >= cockpit.VIEWS_PER_LIST) throw refusalError(409, 'view.too_many', { max: cockpit.VIEWS_PER_LIST });
  const [created] = await db.insert(savedViews).values({ admin_id: adminId, ...input, created_at: now, updated_at: now }).returning();
  return { before: null, after: shown(created!) };
}

/** Forgets a view of the member's; another member's view is as unknown as one that never was. */
export async function deleteView(db: Database, adminId: number, id: number) {
  const [gone] = await db.delete(savedViews).where(and(eq(savedViews.id, id), eq(savedViews.admin_id, adminId))).returning();
  if (!gone) throw notFound('saved_view', id);
  return shown(gone);
}

export async function saveLayout(db: Database, adminId: number, input: { list_key: string; hidden: string[]; density: cockpit.Density }, now: Date) {
  const values = { hidden: input.hidden, density: input.density, updated_at: now };
  await db.insert(listLayouts).values({ admin_id: adminId, list_key: input.list_key, ...values })
    .onConflictDoUpdate({ target: [listLayouts.admin_id, listLayouts.list_key], set: values });
  return { hidden: input.hidden, density: input.density };
}
