import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { note, regulatory } from '@wallet/contracts';
import { fingerprint } from '../../test-support/database.js';
import type { TestApp } from '../../test-support/harness.js';
import { trades } from '../../db/schema/index.js';
import { HOUR, infractionApp, insertReportedTrade, insertTask, taskRows } from '../../test-support/infractions.js';
import { ANALYSES, MAX_ARRIVAL_DELAY_MS, nextChange } from '../../integrations/dict/infraction-schedule.js';
import type { TaskRow } from './store.js';

const { infractions: contract } = regulatory;
const BOOKKEEPING = ['audit_logs', 'admin_sessions'];
let t: TestApp;
let analyst: string;

const sync = async () => {
  const answer = await t.call(contract.sync, {}, { token: analyst });
  expect(answer.code, answer.msg).toBe(200);
  return answer;
};
/** Moves the clock past the session's limits, so the analyst signs in again. */
const advance = async (ms: number) => {
  t.clock.advance(ms);
  analyst = await t.signIn('analyst');
};
const historyOf = async (id: number) => (await t.call(contract.detail, { id }, { token: analyst })).data!.history;
const listTime = async () => (await t.call(contract.list, {}, { token: analyst })).data!.time;

/** Our demo reports still open when the demo data was loaded: the other side answers them in the first day. */
let oursOpenAtSeed: TaskRow[];

beforeAll(async () => {
  let tokens;
  ({ t, tokens } = await infractionApp({ poolSize: 4 }));
  analyst = tokens.analyst;
  oursOpenAtSeed = await taskRows(t, sql`reported_by = 'us' and status = 'open'`);
});
afterAll(() => t.close());

describe('infractions_task/sync', () => {
  it('finds nothing new right after the demo data, changing nothing', async () => {
    expect(await listTime()).toBe(t.clock.now().toISOString());
    const before = await fingerprint(t.db, { except: BOOKKEEPING });
    expect(await sync()).toMatchObject({ msg: 'Synced with the DICT: 0 new, 0 updated', data: { created: 0, updated: 0, time: t.clock.now().toISOString() } });
    expect(await fingerprint(t.db, { except: BOOKKEEPING })).toEqual(before);
  });

  it('pulls a report another participant made about our trade, linked to it, the DICT in its history', async () => {
    const paid = t.clock.now();
    const e2e = await insertReportedTrade(t, paid);
    await advance(MAX_ARRIVAL_DELAY_MS + HOUR);
    const answer = await sync();
    // Another demo trade of the last days may have been reported too.
    expect(answer.data!.created).toBeGreaterThanOrEqual(1);
    const [row] = await taskRows(t, sql`end_to_end_id = ${e2e}`);
    const [trade] = await t.db.select({ id: trades.id }).from(trades).where(eq(trades.end_to_end_id, e2e));
    expect(row).toMatchObject({ reported_by: 'counterparty', counterparty_ispb: '18236120', trade_id: trade!.id, status: 'open' });
    expect(row!.created_at.getTime() - paid.getTime()).toBeGreaterThanOrEqual(HOUR);
    expect((await historyOf(row!.id))[0]).toEqual({ status: 'open', actor: 'DICT', note: note('infraction.reported', { by: 'Nu Pagamentos S.A. - IP' }), at: row!.created_at.toISOString() });
    expect(await listTime()).toBe(t.clock.now().toISOString());
  });

  it('pulls the other side\'s answers to our reports', async () => {
    expect(oursOpenAtSeed).toHaveLength(2);
    for (const ours of oursOpenAtSeed) {
      const { task, history } = (await t.call(contract.detail, { id: ours.id }, { token: analyst })).data!;
      // Acknowledged, and maybe closed too since the last sync: the history has what the DICT answered.
      expect(['received', 'closed']).toContain(task.status);
      const by = task.counterparty_name!;
      const answered = task.status === 'received' ? note('infraction.acknowledged', { by }) : note('infraction.closed', { by, analysis: task.analysis_result! });
      expect(history.at(-1)).toMatchObject({ status: task.status, actor: 'DICT', note: answered });
      if (task.status === 'closed') expect(ANALYSES[task.analysis_result!]).toContain(task.analysis_details);
    }
  });

  it('run twice changes nothing; a minute later only the sync time moves', async () => {
    const before = await fingerprint(t.db, { except: BOOKKEEPING });
    expect((await sync()).data).toMatchObject({ created: 0, updated: 0 });
    expect(await fingerprint(t.db, { except: BOOKKEEPING })).toEqual(before);
    const { sync_cursors: cursorBefore, ...rest } = before;
    t.clock.advance(60_000);
    expect((await sync()).data).toMatchObject({ created: 0, updated: 0 });
    const { sync_cursors: cursorAfter, ...restAfter } = await fingerprint(t.db, { except: BOOKKEEPING });
    expect(restAfter).toEqual(rest);
    expect(cursorAfter).not.toEqual(cursorBefore);
    expect(await listTime()).toBe(t.clock.now().toISOString());
  });

  it('takes turns when two syncs run at once: one stores the news, the other finds it stored', async () => {
    const e2e = await insertReportedTrade(t, t.clock.now());
    await advance(MAX_ARRIVAL_DELAY_MS + HOUR);
    const answers = await Promise.all([sync(), sync()]);
    const created = answers.map((a) => a.data!.created).sort();
    expect(created[0]).toBe(0);
    expect(created[1]).toBeGreaterThanOrEqual(1);
    expect(await taskRows(t, sql`end_to_end_id = ${e2e}`)).toHaveLength(1);
  });

  it('keeps the DICT\'s word: a report its reporter withdrew refuses our answer, and the next sync shows it canceled', async () => {
    await advance(HOUR);
    const now = t.clock.now();
    const ourIspb = t.config.institution.ispb;
    let dictId = '';
    let delay = 0;
    for (let n = 0; !delay; n++) {
      const probe = { id: `withdrawn-${n}`, status: 'open' as const, reporterIspb: '60701190', reportedIspb: ourIspb, modifiedAt: now } as Parameters<typeof nextChange>[0];
      const change = nextChange(probe, ourIspb);
      if (change?.status === 'canceled') [dictId, delay] = [probe.id, change.at.getTime() - now.getTime()];
    }
    const madeAt = new Date(now.getTime() - 30 * 60_000 - delay);
    const row = await insertTask(t, { dict_id: dictId, end_to_end_id: 'E60701190202601151200WITHDRAWN01', created_at: madeAt, dict_modified_at: madeAt });
    const before = await fingerprint(t.db, { except: BOOKKEEPING });
    expect(await t.call(contract.acknowledge, { id: row.id }, { token: analyst })).toEqual({
      code: 409, data: null, msg: `The DICT refused: Report ${dictId} is canceled; only an open report can be acknowledged. Sync now to see the report as the DICT has it`,
      words: { key: 'infraction.dict_refused_sync', params: { reason: `Report ${dictId} is canceled; only an open report can be acknowledged` } },
    });
    expect(await fingerprint(t.db, { except: BOOKKEEPING })).toEqual(before);
    expect((await sync()).data!.updated).toBeGreaterThanOrEqual(1);
    expect((await historyOf(row.id)).at(-1)).toEqual({ status: 'canceled', actor: 'DICT', note: note('infraction.canceled', { by: 'Itaú Unibanco S.A.' }), at: new Date(madeAt.getTime() + delay).toISOString() });
  });
});
