// Block and unblock the rows chosen on a list: each row changed, or refused and why, on its own;
// one audit row per row; a refused row, or a refused call, changes nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { users } from '@wallet/contracts';
import { auditLogs, userStatusChanges, walletUsers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { fingerprint } from '../../test-support/database.js';
import { openAccount } from '../../test-support/banking.js';

let t: TestApp;
let ops: string;
let support: string;
let ids: number[];

const ownerOf = async (token: string) => (await openAccount(t, token)).owner_id;
const auditOf = (action: string) => t.db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(auditLogs.id);

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Operations');
  await t.addStaff('helpdesk', 'Support');
  ops = await t.signIn('ops');
  support = await t.signIn('helpdesk');
  ids = [await ownerOf(ops), await ownerOf(ops), await ownerOf(ops), await ownerOf(ops)];
});
afterAll(() => t.close());

describe('user/block_selected and user/unblock_selected', () => {
  it('blocks three with one reason, each audited on its own under the call\'s request id', async () => {
    const chosen = ids.slice(0, 3);
    const answer = await t.call(users.blockSelected, { ids: chosen, reason: 'Mule ring found by the fraud team' }, { token: ops });
    expect(answer).toMatchObject({ code: 200, msg: '3 done, 0 refused', data: { done: 3, refused: 0 } });
    expect(answer.data!.results.map((result) => [result.id, result.outcome])).toEqual(chosen.map((id) => [id, 'done']));
    const rows = await t.db.select().from(walletUsers).where(inArray(walletUsers.id, chosen));
    expect(rows.map((row) => [row.status, row.blocked_reason])).toEqual(chosen.map(() => ['blocked', 'Mule ring found by the fraud team']));
    const history = await t.db.select().from(userStatusChanges).where(inArray(userStatusChanges.user_id, chosen));
    expect(history.map((row) => row.actor_name)).toEqual(['ops', 'ops', 'ops']);

    const audit = await auditOf('user/block_selected');
    expect(audit.map((row) => row.target)).toEqual(chosen.map((id) => `user:${id}`));
    expect(audit.every((row) => row.result === 'ok' && row.actor_name === 'ops' && row.request_id === audit[0]!.request_id)).toBe(true);
    expect(audit[0]).toMatchObject({ before: expect.objectContaining({ status: 'active' }), after: expect.objectContaining({ status: 'blocked' }), message: expect.stringMatching(/ is blocked$/) });
  });

  it('does the rows it may and says why it refused the others: already blocked, or no such row', async () => {
    const asked = [ids[3]!, ids[0]!, 999_999];
    const answer = await t.call(users.blockSelected, { ids: asked, reason: 'Second sweep' }, { token: ops });
    expect(answer.data).toMatchObject({ done: 1, refused: 2 });
    expect(answer.data!.results).toEqual([
      expect.objectContaining({ id: ids[3], outcome: 'done' }),
      expect.objectContaining({ id: ids[0], outcome: 'refused', msg: `User ${ids[0]} is already blocked`, words: expect.objectContaining({ key: 'user.already_blocked' }) }),
      expect.objectContaining({ id: 999_999, outcome: 'refused', words: expect.objectContaining({ key: 'record.not_found' }) }),
    ]);
    const [kept] = await t.db.select().from(walletUsers).where(eq(walletUsers.id, ids[0]!));
    expect(kept!.blocked_reason).toBe('Mule ring found by the fraud team');
    const audit = (await auditOf('user/block_selected')).slice(3);
    expect(audit.map((row) => [row.target, row.result, row.code])).toEqual([[`user:${ids[3]}`, 'ok', 200], [`user:${ids[0]}`, 'refused', 409], ['user:999999', 'refused', 404]]);
  });

  it('unblocks the chosen rows', async () => {
    const answer = await t.call(users.unblockSelected, { ids: ids.slice(0, 2), reason: 'Cleared by compliance' }, { token: ops });
    expect(answer.data).toMatchObject({ done: 2, refused: 0 });
    const rows = await t.db.select().from(walletUsers).where(inArray(walletUsers.id, ids.slice(0, 2)));
    expect(rows.map((row) => row.status)).toEqual(['active', 'active']);
  });

  it('refuses a bad choice or a member without the permission whole, changing nothing but one audit row of the refusal', async () => {
    const before = await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] });
    for (const body of [{ ids: [], reason: 'x'.repeat(5) }, { ids: [ids[0], ids[0]], reason: 'Twice named' }, { ids: Array.from({ length: 101 }, (_, n) => n + 1), reason: 'Too many' }, { ids: [ids[0]], reason: '' }]) {
      expect((await t.call(users.blockSelected, body, { token: ops })).code, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const auditBefore = (await auditOf('user/unblock_selected')).length;
    expect((await t.call(users.unblockSelected, { ids: [ids[0]], reason: 'Not mine to do' }, { token: support })).code).toBe(403);
    const refusal = (await auditOf('user/unblock_selected')).slice(auditBefore);
    expect(refusal.map((row) => [row.result, row.code, row.target])).toEqual([['refused', 403, '']]);
    expect(await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] })).toEqual(before);
  });
});
