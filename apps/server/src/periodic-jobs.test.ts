import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsideSystems } from './app.js';
import { syncCursors } from './db/schema/index.js';
import type { InfractionReports } from './integrations/dict/infraction-reports.js';
import { startPeriodicJobs } from './periodic-jobs.js';
import { createTestApp, type TestApp } from './test-support/harness.js';

// The periodic jobs of an API process, each on its own: an outside system that does not answer
// fails its job, logged with its name, and every other job still runs.

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

/** A logger that keeps what it is told at error level. */
function keptErrors() {
  const errors: { job?: string; message: string }[] = [];
  const logger = {
    info: () => undefined, warn: () => undefined, debug: () => undefined,
    error: (fields: { job?: string }, message: string) => { errors.push({ ...fields, message }); },
  };
  return { errors, log: logger as unknown as FastifyBaseLogger };
}

describe('the periodic jobs', () => {
  it('run every job when one fails: the DICT down for infraction reports leaves the claims\' sync to run after it', async () => {
    const unanswering: InfractionReports = {
      listModifiedSince: () => Promise.reject(new Error('the DICT does not answer')),
      create: () => Promise.reject(new Error('no')), acknowledge: () => Promise.reject(new Error('no')),
      close: () => Promise.reject(new Error('no')), cancel: () => Promise.reject(new Error('no')),
    };
    const { errors, log } = keptErrors();
    const stop = startPeriodicJobs(t.db, t.clock, t.config, { ...outsideSystems(t.config), infractionReports: unanswering }, log);
    try {
      const claimsSynced = async () => (await t.db.select().from(syncCursors).where(eq(syncCursors.name, 'dict_claims'))).length > 0;
      for (const started = Date.now(); !(await claimsSynced()); await new Promise((resolve) => setTimeout(resolve, 50))) {
        if (Date.now() - started > 20_000) throw new Error('the claims were not synced after the infraction reports failed');
      }
      expect(errors).toEqual([expect.objectContaining({ job: 'infraction reports', message: 'a periodic job failed' })]);
    } finally {
      stop();
    }
  });
});
