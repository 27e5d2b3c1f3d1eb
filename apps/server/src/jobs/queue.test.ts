import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { claimJob, enqueueJob, MAX_ATTEMPTS, recoverStaleJobs } from './queue.js';
import { Worker } from './worker.js';

let t: TestApp;
const STALE_JOB_MS = 120_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp({ poolSize: 6 });
});
afterAll(() => t.close());

const enqueue = (kind: string, count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => enqueueJob(t.db, { kind, payload: { i }, createdBy: null, now: t.clock.now() })));

describe('the job queue', () => {
  it('gives each job to one of several workers claiming at once', async () => {
    const queued = await enqueue('race', 40);
    const claimed: number[] = [];
    const claimer = async (workerId: string) => {
      for (;;) {
        const job = await claimJob(t.db, { workerId, kinds: ['race'], now: t.clock.now() });
        if (!job) return;
        expect(job).toMatchObject({ status: 'running', locked_by: workerId, attempts: 1 });
        claimed.push(job.id);
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(claimer));
    expect(claimed.length).toBe(queued.length);
    expect(new Set(claimed)).toEqual(new Set(queued.map((j) => j.id)));
    // Nobody runs them: out of the way of the stale-job tests below.
    await t.db.update(jobs).set({ status: 'done' }).where(eq(jobs.kind, 'race'));
  });

  it('runs every job exactly once with two workers running side by side', async () => {
    const queued = await enqueue('count', 12);
    const runs: number[] = [];
    const worker = () => new Worker({
      db: t.db, driver: t.driver, clock: t.clock, config: t.config, log: quiet,
      handlers: { count: async ({ job, progress }) => { runs.push(job.id); await progress(50); return { ok: true }; } },
    });
    const drain = async (w: Worker) => { while (await w.runOnce()) { /* next */ } };
    await Promise.all([drain(worker()), drain(worker())]);
    expect([...runs].sort((a, b) => a - b)).toEqual(queued.map((j) => j.id).sort((a, b) => a - b));
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, 'count'));
    expect(rows.every((r) => r.status === 'done' && r.progress === 100 && r.locked_by === null)).toBe(true);
  });

  it('takes back a job whose worker went silent, and fails it after the last attempt', async () => {
    const [job] = await enqueue('silent', 1);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const taken = await claimJob(t.db, { workerId: `dead-${attempt}`, kinds: ['silent'], now: t.clock.now() });
      expect(taken).toMatchObject({ id: job!.id, attempts: attempt });
      expect(await recoverStaleJobs(t.db, t.clock.now(), STALE_JOB_MS)).toEqual({ requeued: 0, failed: 0 });
      t.clock.advance(STALE_JOB_MS + 1000);
      const recovered = await recoverStaleJobs(t.db, t.clock.now(), STALE_JOB_MS);
      expect(recovered).toEqual(attempt < MAX_ATTEMPTS ? { requeued: 1, failed: 0 } : { requeued: 0, failed: 1 });
    }
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'failed', error: `The worker stopped during attempt ${MAX_ATTEMPTS} of ${MAX_ATTEMPTS}` });
  });

  it('stops the work of a worker that lost its job to another', async () => {
    const [job] = await enqueue('lost', 1);
    let stoppedAt: number | undefined;
    const slow = new Worker({
      db: t.db, driver: t.driver, clock: t.clock, config: t.config, log: quiet,
      handlers: {
        lost: async ({ progress }) => {
          // Meanwhile the job is thought dead and taken by another worker.
          t.clock.advance(STALE_JOB_MS + 1000);
          await recoverStaleJobs(t.db, t.clock.now(), STALE_JOB_MS);
          await claimJob(t.db, { workerId: 'other', kinds: ['lost'], now: t.clock.now() });
          for (let step = 1; step <= 10; step++) {
            stoppedAt = step;
            await progress(step * 10);
          }
        },
      },
    });
    await slow.runOnce();
    expect(stoppedAt).toBe(1);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'running', locked_by: 'other', attempts: 2 });
  });
});
