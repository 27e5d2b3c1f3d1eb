import { performance } from 'node:perf_hooks';

/** Milliseconds of `runs` calls, after five warm-up calls that are not counted. */
export async function timeRuns(runs: number, call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Seconds `work` took. */
export async function seconds<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}
