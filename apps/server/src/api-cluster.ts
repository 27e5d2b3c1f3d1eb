import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** Set by the primary in the environment of the one API process that runs the periodic jobs. */
const PERIODIC_JOBS_ENV = 'API_PROCESS_RUNS_PERIODIC_JOBS';

/** Whether the primary chose this API process to run the periodic jobs. */
export const chosenForPeriodicJobs = (): boolean => process.env[PERIODIC_JOBS_ENV] === 'true';

/**
 * The primary of API_PROCESSES processes on one port (node:cluster hands each new connection to
 * the next process in turn): it forks them, announces the server once every one of them listens,
 * forks a new one when one dies, and on SIGINT or SIGTERM stops them all (each finishes its calls
 * and closes its pool) before it exits. A process that dies before it ever listened (a setting it
 * refuses, a database out of reach) stops the whole server: another would die the same way.
 * One process at a time runs the periodic jobs (once, not once per process: the demo traffic's
 * rate is per minute, not per process); the one forked in its place when it dies takes them on.
 */
export function runApiCluster({ processes, log, announce }: { processes: number; log: Logger; announce: (port: number) => void }): void {
  const running = new Set<Worker>();
  const listening = new Set<Worker>();
  let periodicJobs: Worker | undefined;
  let announced = false;
  let stopping: { status: number } | undefined;

  const fork = ({ withPeriodicJobs }: { withPeriodicJobs: boolean }) => {
    const worker = cluster.fork(withPeriodicJobs ? { [PERIODIC_JOBS_ENV]: 'true' } : {});
    if (withPeriodicJobs) periodicJobs = worker;
    running.add(worker);
  };
  const stop = (status: number) => {
    stopping ??= { status };
    if (running.size === 0) process.exit(stopping.status);
    for (const worker of running) worker.process.kill('SIGTERM');
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    if (!announced && listening.size === processes) {
      announced = true;
      announce(address.port);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker);
    const listened = listening.delete(worker);
    const how = signal ?? `code ${code}`;
    if (stopping) {
      if (running.size === 0) process.exit(stopping.status);
    } else if (!listened) {
      log.error({ worker: worker.process.pid }, `an API process exited (${how}) before it listened: stopping the server`);
      stop(1);
    } else {
      log.warn({ worker: worker.process.pid }, `an API process exited (${how}): starting another`);
      fork({ withPeriodicJobs: worker === periodicJobs });
    }
  });
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  for (let started = 0; started < processes; started++) fork({ withPeriodicJobs: started === 0 });
}
