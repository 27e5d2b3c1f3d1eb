import { expect } from 'vitest';
import { cockpit, trades } from '@wallet/contracts';
import { productWorker } from '../jobs/product-jobs.js';
import type { TestApp } from './harness.js';

/** A worker's log that says nothing. */
export const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs the product's background jobs until the queue is empty. */
export async function runJobs(t: TestApp) {
  const worker = productWorker({ db: t.db, driver: t.driver, clock: t.clock, config: t.config, log: quiet });
  while (await worker.runOnce()) { /* until the queue is empty */ }
}

/** Queues an export of a list as `token`'s member, runs the worker, and answers the finished export with its file. */
export async function exportedFile(t: TestApp, token: string, body: Record<string, unknown>) {
  const answer = await t.call(cockpit.exportList, body, { token });
  expect(answer.code, answer.msg).toBe(200);
  await runJobs(t);
  const done = (await t.call(trades.downloadList, {}, { token })).data!.list.find((e) => e.id === answer.data!.id)!;
  expect(done, done.error ?? '').toMatchObject({ status: 'done', progress: 100 });
  const link = await t.call(trades.downloadLink, { id: done.id }, { token });
  const file = await t.app.inject({ method: 'GET', url: link.data!.url, headers: { authorization: `Bearer ${token}` } });
  return { done, file };
}
