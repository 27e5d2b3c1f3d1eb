// Acknowledge the reports chosen on the list: each at the DICT and on its own; one that cannot be
// acknowledged (ours, already received, unknown) is refused alone; every row is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { regulatory } from '@wallet/contracts';
import { auditLogs, infractionTasks } from '../../db/schema/index.js';
import { fingerprint } from '../../test-support/database.js';
import type { TestApp } from '../../test-support/harness.js';
import { infractionApp, taskRows } from '../../test-support/infractions.js';
import { SimulatedInfractionReports } from '../../integrations/dict/infraction-simulator.js';

/** The DICT as simulated, but one that does not answer for the reports named in `silentOn`. */
class PatchyDict extends SimulatedInfractionReports {
  readonly silentOn = new Set<string>();

  override acknowledge(id: string, now: Date) {
    if (this.silentOn.has(id)) return Promise.reject(new Error('connect ETIMEDOUT'));
    return super.acknowledge(id, now);
  }
}
const dict = new PatchyDict('12345678');

const { infractions: contract } = regulatory;
let t: TestApp;
let tokens: { analyst: string; watcher: string };

beforeAll(async () => {
  ({ t, tokens } = await infractionApp({ integrations: { infractionReports: dict } }));
});
afterAll(() => t.close());

const statusOf = async (ids: number[]) =>
  Object.fromEntries((await t.db.select().from(infractionTasks).where(inArray(infractionTasks.id, ids))).map((row) => [row.id, row.status]));

describe('infractions_task/acknowledge_selected', () => {
  it('acknowledges every open report about us, each audited; refuses ours and an unknown one alone, and each a second time', async () => {
    const open = (await taskRows(t, sql`status = 'open' and reported_by = 'counterparty'`)).slice(0, 3).map((row) => row.id);
    const [ours] = await taskRows(t, sql`reported_by = 'us' and status <> 'canceled'`);
    expect(open).toHaveLength(3);
    const asked = [...open, ours!.id, 999_999];
    const answer = await t.call(contract.acknowledgeSelected, { ids: asked }, { token: tokens.analyst });
    expect(answer).toMatchObject({ code: 200, msg: '3 done, 2 refused', data: { done: 3, refused: 2 } });
    expect(answer.data!.results.map((result) => [result.id, result.outcome])).toEqual([
      [open[0], 'done'], [open[1], 'done'], [open[2], 'done'], [ours!.id, 'refused'], [999_999, 'refused'],
    ]);
    expect(await statusOf(open)).toEqual(Object.fromEntries(open.map((id) => [id, 'received'])));
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'infractions_task/acknowledge_selected'));
    expect(audit.map((row) => [row.target, row.result])).toEqual(asked.map((id, i) => [`infraction:${id}`, i < 3 ? 'ok' : 'refused']));

    // Again: all three are received now, and refused each with its reason; nothing moves.
    const again = await t.call(contract.acknowledgeSelected, { ids: open }, { token: tokens.analyst });
    expect(again.data).toMatchObject({ done: 0, refused: 3 });
  });

  it('reports a row the DICT did not answer for, keeping the rows it took', async () => {
    const rows = (await taskRows(t, sql`status = 'open' and reported_by = 'counterparty'`)).slice(0, 3);
    dict.silentOn.add(rows[1]!.dict_id);
    const answer = await t.call(contract.acknowledgeSelected, { ids: rows.map((row) => row.id) }, { token: tokens.analyst });
    dict.silentOn.clear();
    expect(answer.data!.results.map((result) => [result.outcome, result.words?.key])).toEqual([
      ['done', 'infraction.acknowledged'], ['refused', 'dict.unanswered'], ['done', 'infraction.acknowledged'],
    ]);
    expect(answer.data!.results[1]!.msg).toBe('The DICT did not answer (connect ETIMEDOUT); nothing was changed here. Try again in a moment');
    expect(await statusOf(rows.map((row) => row.id))).toEqual({ [rows[0]!.id]: 'received', [rows[1]!.id]: 'open', [rows[2]!.id]: 'received' });
  });

  it('refuses a member who may only look, and a bad choice, whole and changing nothing but the audit', async () => {
    const [row] = await taskRows(t, sql`status = 'open' and reported_by = 'counterparty'`);
    const before = await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] });
    expect((await t.call(contract.acknowledgeSelected, { ids: [row!.id] }, { token: tokens.watcher })).code).toBe(403);
    expect((await t.call(contract.acknowledgeSelected, { ids: [] }, { token: tokens.analyst })).code).toBe(400);
    expect((await t.call(contract.acknowledgeSelected, { ids: [row!.id, row!.id] }, { token: tokens.analyst })).code).toBe(400);
    expect(await fingerprint(t.db, { except: ['audit_logs', 'admin_sessions'] })).toEqual(before);
  });
});
