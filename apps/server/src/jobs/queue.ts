import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;

/** Attempts a job gets before it stays failed (a retry from the console starts a new count). */
export const MAX_ATTEMPTS = 3;

export async function enqueueJob(db: Database, input: { kind: string; payload: unknown; createdBy: number | null; now: Date }): Promise<JobRow> {
  const [job] = await db.insert(jobs).values({
    kind: input.kind, payload: input.payload, created_by: input.createdBy, run_after: input.now, created_at: input.now, updated_at: input.now,
  }).returning();
  return job!;
}

/**
 * Takes the oldest due job of the given kinds for `workerId`. `FOR UPDATE SKIP LOCKED` lets any
 * number of workers ask at once: each row goes to one of them, and nobody waits on another's lock.
 */
export async function claimJob(db: Database, input: { workerId: string; kinds: readonly string[]; now: Date }): Promise<JobRow | null> {
  const kinds = sql.join(input.kinds.map((k) => sql`${k}`), sql`, `);
  const result = await db.execute(sql`
    update ${jobs} set status = 'running', locked_by = ${input.workerId}, locked_at = ${input.now},
      attempts = ${jobs.attempts} + 1, error = null, updated_at = ${input.now}
    where ${jobs.id} = (
      select id from ${jobs}
      where status = 'queued' and run_after <= ${input.now} and kind in (${kinds})
      order by id limit 1
      for update skip locked
    )
    returning id`);
  const [row] = (result as unknown as { rows: { id: string | number }[] }).rows;
  if (!row) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, Number(row.id)));
  return job ?? null;
}

/** Records progress and is the job's sign of life; false when the job is no longer this worker's. */
export async function reportProgress(db: Database, input: { jobId: number; workerId: string; progress: number; now: Date }): Promise<boolean> {
  const updated = await db.update(jobs)
    .set({ progress: Math.max(0, Math.min(100, Math.floor(input.progress))), locked_at: input.now, updated_at: input.now })
    .where(ownedBy(input.jobId, input.workerId))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

export async function completeJob(db: Database, input: { jobId: number; workerId: string; result: unknown; now: Date }): Promise<boolean> {
  const updated = await db.update(jobs)
    .set({ status: 'done', progress: 100, result: input.result, locked_by: null, locked_at: null, finished_at: input.now, updated_at: input.now })
    .where(ownedBy(input.jobId, input.workerId))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

export async function failJob(db: Database, input: { jobId: number; workerId: string; error: string; now: Date }): Promise<boolean> {
  const updated = await db.update(jobs)
    .set({ status: 'failed', error: input.error.slice(0, 1000), locked_by: null, locked_at: null, finished_at: input.now, updated_at: input.now })
    .where(ownedBy(input.jobId, input.workerId))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** Puts a failed job back in the queue with a fresh count of attempts; false unless it had failed. */
export async function requeueFailedJob(db: Database, jobId: number, now: Date): Promise<boolean> {
  const updated = await db.update(jobs)
    .set({ status: 'queued', progress: 0, attempts: 0, error: null, run_after: now, finished_at: null, updated_at: now })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/**
 * Jobs whose worker died (no progress for `staleMs`, JOB_STALE_SECONDS) go back to the queue, or
 * fail once they have had MAX_ATTEMPTS. A single UPDATE each, so any number of processes may run it.
 */
export async function recoverStaleJobs(db: Database, now: Date, staleMs: number): Promise<{ requeued: number; failed: number }> {
  const staleBefore = new Date(now.getTime() - staleMs);
  const stale = and(eq(jobs.status, 'running'), sql`${jobs.locked_at} < ${staleBefore}`);
  const failed = await db.update(jobs)
    .set({ status: 'failed', error: `The worker stopped during attempt ${MAX_ATTEMPTS} of ${MAX_ATTEMPTS}`, locked_by: null, locked_at: null, finished_at: now, updated_at: now })
    .where(and(stale, sql`${jobs.attempts} >= ${MAX_ATTEMPTS}`))
    .returning({ id: jobs.id });
  const requeued = await db.update(jobs)
    .set({ status: 'queued', locked_by: null, locked_at: null, run_after: now, updated_at: now })
    .where(and(stale, sql`${jobs.attempts} < ${MAX_ATTEMPTS}`))
    .returning({ id: jobs.id });
  return { requeued: requeued.length, failed: failed.length };
}

const ownedBy = (jobId: number, workerId: string) => and(eq(jobs.id, jobId), eq(jobs.status, 'running'), eq(jobs.locked_by, workerId));
