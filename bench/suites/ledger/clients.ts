/**
 * Runs `work(0)` … `work(count - 1)` from `clients` clients at once, each taking the next number
 * as soon as it is done with its last one. After a failure no client takes more; once all have
 * stopped, the first failure is thrown.
 */
export async function fromClients(count: number, clients: number, work: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const client = async () => {
    while (next < count && !failed) {
      await work(next++).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: clients }, client));
  const failure = ended.find((end) => end.status === 'rejected');
  if (failure) throw failure.reason;
}
