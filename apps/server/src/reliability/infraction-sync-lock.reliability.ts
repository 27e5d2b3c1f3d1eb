// Two processes syncing the DICT's infraction reports at once: the periodic sync skips while
// another holds the cursor's row lock, then syncs. Only PostgreSQL has a second connection to
// hold it from; the embedded database runs one statement at a time anyway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../test-support/harness.js';
import { infractionApp } from '../test-support/infractions.js';
import { SimulatedInfractionReports } from '../integrations/dict/infraction-simulator.js';
import { syncInfractionsPeriodically } from '../modules/infractions/index.js';
import { PULL_EVERY_MS } from '../db/sync-cursor.js';
import { postgresUrl } from './support.js';

let t: TestApp;
const periodically = () => syncInfractionsPeriodically(t.db, new SimulatedInfractionReports(t.config.institution.ispb), { now: t.clock.now(), ourIspb: t.config.institution.ispb, reportMoved: () => Promise.resolve() });

beforeAll(async () => {
  postgresUrl();
  ({ t } = await infractionApp({ infractions: 0, poolSize: 4 }));
});
afterAll(() => t.close());

describe('the periodic infraction sync', () => {
  it('skips while another process holds the cursor, and syncs once it is free', async () => {
    expect(await periodically()).not.toBeNull();
    t.clock.advance(PULL_EVERY_MS);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select * from sync_cursors where name = 'dict_infractions' for update`);
      expect(await periodically()).toBeNull();
    });
    expect(await periodically()).not.toBeNull();
  });
});
