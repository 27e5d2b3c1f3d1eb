import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/**
 * The primary of API_PROCESSES processes on one port (node:cluster hands each new connection to
 * the next process in turn): it forks them, announces the server once every one of them listens,
 * forks a new one when one dies, and on SIGINT or SIGTERM stops them all (each finishes its calls
 * and closes its pool) before it exits. A process that dies before it ever listened (a setting it
 * refuses, a database out of reach) stops the whole server: another would die the same way.
 */
export function runApiCluster({ processes, log, announce }: { processes: number; log: Logger; announce: (port: number) => void }): void {
  const running = new Set<Worker>();
  const listening = new Set<Worker>();
  let announced = false;
  let stopping: { status: number } | undefined;

  const fork = () => running.add(cluster.fork());
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
      fork();
    }
  });
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  for (let started = 0; started < processes; started++) fork();
}
