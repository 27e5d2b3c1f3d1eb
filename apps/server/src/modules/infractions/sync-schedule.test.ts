import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { regulatory } from '@wallet/contracts';
import type { TestApp } from '../../test-support/harness.js';
import { DAY, infractionApp, insertReportedTrade, taskRows } from '../../test-support/infractions.js';
import { SimulatedInfractionReports } from '../../integrations/dict/infraction-simulator.js';
import { syncInfractionsPeriodically } from './sync.js';
import { PULL_EVERY_MS } from '../../db/sync-cursor.js';

const { infractions: contract } = regulatory;
let t: TestApp;
let analyst: string;

const listTime = async () => (await t.call(contract.list, {}, { token: analyst })).data!.time;
const periodically = () => syncInfractionsPeriodically(t.db, new SimulatedInfractionReports(t.config.institution.ispb), { now: t.clock.now(), ourIspb: t.config.institution.ispb, reportMoved: () => Promise.resolve() });

// A new installation: trades, but no report and no sync yet.
beforeAll(async () => {
  let tokens;
  ({ t, tokens } = await infractionApp({ infractions: 0, poolSize: 4 }));
  analyst = tokens.analyst;
});
afterAll(() => t.close());

describe('the first sync of a new installation', () => {
  it('reaches back over the analysis period, and the list says when it ran', async () => {
    const now = t.clock.now();
    expect((await t.call(contract.list, {}, { token: analyst })).data).toMatchObject({ time: null, pagination: { total: 0 } });
    const recent = await insertReportedTrade(t, new Date(now.getTime() - 5 * DAY));
    const old = await insertReportedTrade(t, new Date(now.getTime() - 12 * DAY));
    expect((await t.call(contract.sync, {}, { token: analyst })).data!.created).toBeGreaterThanOrEqual(1);
    expect(await taskRows(t, sql`end_to_end_id = ${recent}`)).toHaveLength(1);
    expect(await taskRows(t, sql`end_to_end_id = ${old}`)).toHaveLength(0);
    expect(await listTime()).toBe(now.toISOString());
  });
});

describe('the periodic sync', () => {
  it('skips while a sync is recent, then syncs', async () => {
    expect(await periodically()).toBeNull();
    t.clock.advance(PULL_EVERY_MS);
    expect(await periodically()).toMatchObject({ time: t.clock.now().toISOString() });
    analyst = await t.signIn('analyst');
    expect(await listTime()).toBe(t.clock.now().toISOString());
  });
});
