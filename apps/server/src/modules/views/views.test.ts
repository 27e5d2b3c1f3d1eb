// Saved views and remembered columns: each member keeps their own per list, by name; nobody reads,
// changes or deletes another's; bad input is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cockpit } from '@wallet/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { fingerprint } from '../../test-support/database.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';

const USERS = '/userCenter/userList';
const TRADES = '/banking/transactions';
let t: TestApp;
let ana: string;
let bia: string;

const listOf = async (listKey: string, token: string) => {
  const answer = await t.call(cockpit.viewList, { list_key: listKey }, { token });
  expect(answer.code).toBe(200);
  return answer.data!;
};
const save = (body: unknown, token = ana) => t.call(cockpit.viewSave, body, { token });

beforeAll(async () => {
  t = await createTestApp();
  // The least a member can hold: views are everyone's, whatever their role.
  await t.addStaffWith('ana', []);
  await t.addStaffWith('bia', []);
  ana = await t.signIn('ana');
  bia = await t.signIn('bia');
});
afterAll(() => t.close());

describe('saved views', () => {
  it('keeps a list state under a name, lists them by name, and replaces a view saved again under its name in any case', async () => {
    const blocked = await save({ list_key: USERS, name: 'Blocked', query: 'status=blocked&hide=email' });
    expect(blocked).toMatchObject({ code: 200, msg: 'View "Blocked" saved', data: { name: 'Blocked', list_key: USERS, query: 'status=blocked&hide=email' } });
    await save({ list_key: USERS, name: 'active merchants', query: 'status=active' });
    await save({ list_key: TRADES, name: 'Failed', query: 'status=failed' });

    expect((await listOf(USERS, ana)).views.map((view) => view.name)).toEqual(['active merchants', 'Blocked']);
    const again = await save({ list_key: USERS, name: 'BLOCKED', query: 'status=blocked' });
    expect(again.data).toMatchObject({ id: blocked.data!.id, name: 'BLOCKED', query: 'status=blocked' });
    expect((await listOf(USERS, ana)).views.map((view) => `${view.name}:${view.query}`)).toEqual(['active merchants:status=active', 'BLOCKED:status=blocked']);

    const audited = await t.db.select().from(auditLogs).where(eq(auditLogs.target, `saved_view:${blocked.data!.id}`)).orderBy(auditLogs.id);
    expect(audited.map((row) => row.action)).toEqual(['view/save', 'view/save']);
  });

  it('are the member\'s own: another member sees none of them and cannot delete them', async () => {
    expect((await listOf(USERS, bia)).views).toEqual([]);
    const [view] = (await listOf(USERS, ana)).views;
    const refused = await t.call(cockpit.viewDelete, { id: view!.id }, { token: bia });
    expect(refused).toMatchObject({ code: 404, msg: `Saved view ${view!.id} not found` });
    expect((await listOf(USERS, ana)).views).toHaveLength(2);

    const deleted = await t.call(cockpit.viewDelete, { id: view!.id }, { token: ana });
    expect(deleted).toMatchObject({ code: 200, msg: `View "${view!.name}" deleted` });
    expect((await listOf(USERS, ana)).views.map((v) => v.id)).not.toContain(view!.id);
  });

  it(`refuses a view past ${cockpit.VIEWS_PER_LIST} of a list, and still replaces one by its name`, async () => {
    const list = '/pix/pixKey';
    for (let i = 0; i < cockpit.VIEWS_PER_LIST; i++) expect((await save({ list_key: list, name: `view ${i}`, query: `page_size=${i}` }, bia)).code).toBe(200);
    const refused = await save({ list_key: list, name: 'one more', query: '' }, bia);
    expect(refused).toMatchObject({ code: 409, msg: `You keep at most ${cockpit.VIEWS_PER_LIST} views of a list: delete one first` });
    expect((await save({ list_key: list, name: 'VIEW 0', query: 'page_size=5' }, bia)).code).toBe(200);
    expect((await listOf(list, bia)).views).toHaveLength(cockpit.VIEWS_PER_LIST);
  });

  it('refuses a bad list, name or query, changing nothing', async () => {
    const before = await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] });
    for (const body of [
      { list_key: 'userList', name: 'x', query: '' },
      { list_key: '/a/b/c/d/e', name: 'x', query: '' },
      { list_key: USERS, name: '   ', query: '' },
      { list_key: USERS, name: 'x'.repeat(61), query: '' },
      { list_key: USERS, name: 'x', query: '?status=blocked' },
      { list_key: USERS, name: 'x', query: 'a=1#top' },
      { list_key: USERS, name: 'x', query: 'a='.padEnd(cockpit.VIEW_QUERY_MAX_LENGTH + 1, 'x') },
      { list_key: USERS, name: 'x', query: '', owner: 2 },
    ]) {
      const answer = await save(body);
      expect(answer.code, JSON.stringify(body)).toBe(400);
    }
    expect(await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] })).toEqual(before);
  });
});

describe('remembered columns', () => {
  it('keeps the hidden columns and density per member and list, the last choice winning', async () => {
    expect((await listOf(TRADES, ana)).layout).toBeNull();
    const saved = await t.call(cockpit.layoutSave, { list_key: TRADES, hidden: ['merchant_name', 'fee'], density: 'compact' }, { token: ana });
    expect(saved).toMatchObject({ code: 200, data: { hidden: ['merchant_name', 'fee'], density: 'compact' } });
    await t.call(cockpit.layoutSave, { list_key: TRADES, hidden: ['fee'], density: 'comfortable' }, { token: ana });
    expect((await listOf(TRADES, ana)).layout).toEqual({ hidden: ['fee'], density: 'comfortable' });
    expect((await listOf(TRADES, bia)).layout).toBeNull();
    expect((await listOf(USERS, ana)).layout).toBeNull();
  });

  it('refuses a density the grid has not, a column twice or a field that is no column', async () => {
    for (const body of [
      { list_key: TRADES, hidden: [], density: 'tiny' },
      { list_key: TRADES, hidden: ['fee', 'fee'], density: 'compact' },
      { list_key: TRADES, hidden: ['fee; drop table'], density: 'compact' },
    ]) expect((await t.call(cockpit.layoutSave, body, { token: ana })).code).toBe(400);
    expect((await listOf(TRADES, ana)).layout).toEqual({ hidden: ['fee'], density: 'comfortable' });
  });

  it('needs a session (410, as every signed-in call)', async () => {
    expect((await t.call(cockpit.viewList, { list_key: USERS })).code).toBe(410);
  });
});
