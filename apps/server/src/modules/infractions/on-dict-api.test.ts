import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulatory } from '@wallet/contracts';
import { ApiInfractionReports } from '../../integrations/dict/api/infraction-reports.js';
import { tellDictSimulator } from '../../integrations/dict/api/simulator-doors.js';
import { DictTransport } from '../../integrations/dict/api/transport.js';
import { dictHoldingsOf } from '../../seed/dict-holdings.js';
import { startDictSimulator, type RunningDictSimulator } from '../../test-support/dict-simulator.js';
import type { TestApp } from '../../test-support/harness.js';
import { HOUR, infractionApp, insertReportedTrade, oneTask, taskRows, unreportedTrade } from '../../test-support/infractions.js';
import { dictSettingsOf } from '../../test-support/product-on-dict.js';

// The infraction reports of the product pointed at the DICT simulator's process (DICT_URL,
// DICT_SIMULATOR=true): made, answered and pulled through the DICT's API, the simulator told our
// trades as the SPI would tell the real DICT.

const { infractions: contract } = regulatory;
let simulator: RunningDictSimulator;
let t: TestApp;
let analyst: string;
let dict: DictTransport;
/** What the DICT holds of our reports, as its API lists them. */
let atTheDict: ApiInfractionReports;
const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const heldAtTheDict = async (id: string) => (await atTheDict.listModifiedSince(LONG_AGO)).find((report) => report.id === id);

beforeAll(async () => {
  simulator = await startDictSimulator({ participant: '12345678' });
  ({ t, tokens: { analyst } } = await infractionApp({ env: { ...dictSettingsOf(simulator), DICT_SIMULATOR: 'true' } }));
  // As the product does at its first start with demo data: the DICT simulator is told the demo's past.
  await tellDictSimulator(t.config.dict!, await dictHoldingsOf(t.db, t.config.institution.ispb));
  dict = new DictTransport({ url: simulator.url, client: simulator.participant, authorities: [simulator.authority.certificate] });
  atTheDict = new ApiInfractionReports(dict, t.config.institution.ispb);
}, 60_000);
afterAll(async () => {
  await dict?.close();
  await t?.close();
  await simulator?.stop();
});

/** Whether the simulator's participants report this trade (its rule: one end-to-end id in forty, by its hash). */
const reportedBySimulator = (endToEndId: string) => createHash('sha256').update(`reported:${endToEndId}`).digest().readUInt32BE(0) % 40 === 0;

describe('infraction reports through the DICT\'s API', () => {
  it('reports our trade at the DICT, with the sides the SPI settled it between', async () => {
    const trade = await unreportedTrade(t);
    const answer = await t.call(contract.create, { end_to_end_id: trade.end_to_end_id, inf_type: 'FRAUD', situation_type: 'SCAM', details: 'Our customer paid a fake seller' }, { token: analyst });
    expect(answer.code, answer.msg).toBe(200);
    const counterparty = trade.trade_type === 'payin' ? trade.payer_ispb : trade.payee_ispb;
    expect(await heldAtTheDict(answer.data!.dict_id)).toMatchObject({
      endToEndId: trade.end_to_end_id, reporterIspb: t.config.institution.ispb, reportedIspb: counterparty, status: 'open', details: 'Our customer paid a fake seller',
    });
  });

  it('answers at the DICT a demo report about us, which the simulator was told at the start', async () => {
    const task = await oneTask(t, sql`reported_by = 'counterparty' and status = 'open'`);
    const answer = await t.call(contract.acknowledge, { id: task.id }, { token: analyst });
    expect(answer.code, answer.msg).toBe(200);
    expect(await heldAtTheDict(task.dict_id)).toMatchObject({ status: 'received', reporterIspb: task.counterparty_ispb });
  });

  it('pulls the report the other participant makes about a trade the simulator was told of at the sync', async () => {
    const e2e = await insertReportedTrade(t, new Date(t.clock.now().getTime() - 2 * HOUR), reportedBySimulator);

    const synced = await t.call(contract.sync, {}, { token: analyst });
    expect(synced.code, synced.msg).toBe(200);
    const [task] = await taskRows(t, sql`end_to_end_id = ${e2e}`);
    expect(task).toMatchObject({ reported_by: 'counterparty', counterparty_ispb: '18236120', status: 'open' });
    expect(await heldAtTheDict(task!.dict_id)).toMatchObject({ reporterIspb: '18236120', reportedIspb: t.config.institution.ispb });
  });

  it('answers a sync the DICT does not answer with a 502 that says so, and stores nothing', async () => {
    const before = await taskRows(t);
    await simulator.tell({ failNext: 20 });
    try {
      const synced = await t.call(contract.sync, {}, { token: analyst });
      expect([synced.code, synced.words?.key]).toEqual([502, 'dict.unanswered']);
    } finally {
      await simulator.tell({ failNext: 0 });
    }
    expect(await taskRows(t)).toEqual(before);
  });
});
