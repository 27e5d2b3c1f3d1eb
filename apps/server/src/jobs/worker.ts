import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database, Driver } from '../db/client.js';
import { claimJob, completeJob, failJob, recoverStaleJobs, reportProgress, type JobRow } from './queue.js';

export interface JobContext {
  db: Database;
  driver: Driver;
  clock: Clock;
  config: Config;
  job: JobRow;
  /** Records progress (0–100) and keeps the job this worker's; throws if another worker took it. */
  progress(percent: number): Promise<void>;
}

/** Does one kind of job; what it answers becomes the job's `result`. */
export type JobHandler = (context: JobContext) => Promise<unknown>;

export interface WorkerOptions {
  db: Database;
  driver: Driver;
  clock: Clock;
  config: Config;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
  handlers: Readonly<Record<string, JobHandler>>;
  /** How often an idle worker looks for work. */
  pollMs?: number;
}

/** The job went to another worker (this one was thought dead); its work here must stop. */
export class JobLost extends Error {}

/**
 * Takes jobs from the `jobs` table one at a time and runs their handler. Any number of workers,
 * in the API processes or in `npm run worker` processes, share the table.
 */
export class Worker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** Looks for work now instead of at the next poll (a job was just queued). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Runs one due job if there is one; true when it did. */
  async runOnce(): Promise<boolean> {
    const { db, clock, handlers } = this.options;
    await recoverStaleJobs(db, clock.now(), this.options.config.jobStaleMs);
    const job = await claimJob(db, { workerId: this.id, kinds: Object.keys(handlers), now: clock.now() });
    if (!job) return false;
    await this.execute(job, handlers[job.kind]!);
    return true;
  }

  private async execute(job: JobRow, handler: JobHandler): Promise<void> {
    const { db, driver, clock, config, log } = this.options;
    const owned = { jobId: job.id, workerId: this.id };
    const progress = async (percent: number) => {
      if (!(await reportProgress(db, { ...owned, progress: percent, now: clock.now() }))) throw new JobLost(`Job ${job.id} was taken by another worker`);
    };
    try {
      const result = await handler({ db, driver, clock, config, job, progress });
      await completeJob(db, { ...owned, result: result ?? null, now: clock.now() });
      log.info({ jobId: job.id, kind: job.kind }, 'job done');
    } catch (error) {
      if (error instanceof JobLost) {
        log.warn({ jobId: job.id }, error.message);
        return;
      }
      log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      const message = error instanceof Error ? error.message : String(error);
      await failJob(db, { ...owned, error: message, now: clock.now() }).catch(() => undefined);
    }
  }

  private async run(): Promise<void> {
    const pollMs = this.options.pollMs ?? 1000;
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (error) {
        // The database may be down for a moment; the next poll tries again.
        this.options.log.error({ err: error }, 'the job worker could not reach the database');
      }
      if (!worked && this.running) await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        this.wakeUp = () => { clearTimeout(timer); resolve(); };
      });
    }
  }
}
