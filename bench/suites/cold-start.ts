// From nothing to the first answer on /login with the embedded database: `npm start` (install
// check, build, migrations, first admin, demo data) and the server alone on a fresh data folder,
// next to a restart on data that is already there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test-support/free-port.js';
import { startBuiltServer, startServer } from '../support/processes.js';
import { times, type Result } from '../support/results.js';

export async function measureColdStart({ withNpmStart }: { withNpmStart: boolean }): Promise<Result[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-start-'));
  const embedded = (dir: string) => ({ DATABASE_URL: '', DATA_DIR: path.join(scratch, dir) });
  try {
    const fresh = await startBuiltServer(embedded('fresh'));
    await fresh.stop();
    const again = await startBuiltServer(embedded('fresh'));
    await again.stop();
    const results: Result[] = [{
      section: '5. cold start',
      figure: 'server on a fresh embedded database → first answer on /login (the build\'s migrated copy, first admin, demo data)',
      value: seconds(fresh.startMs),
      baseline: `${seconds(again.startMs)} restart on the same data`,
      ratio: times(fresh.startMs / again.startMs),
      goal: '≤ 15 s',
      met: fresh.startMs <= 15_000,
    }, {
      section: '5. cold start',
      figure: 'server restarted on its embedded database → first answer on /login',
      value: seconds(again.startMs),
      baseline: `${seconds(fresh.startMs)} the first start`,
      ratio: times(again.startMs / fresh.startMs),
      goal: '≤ 5 s',
      met: again.startMs <= 5_000,
    }];
    if (withNpmStart) {
      const npmStart = await startServer('npm', ['start', '--silent'], embedded('npm-start'), await freePort());
      await npmStart.stop();
      results.unshift({
        section: '5. cold start',
        figure: '`npm start` (installed; builds, then serves) → first answer on /login',
        value: seconds(npmStart.startMs),
        baseline: `${seconds(fresh.startMs)} the built server alone`,
        ratio: times(npmStart.startMs / fresh.startMs),
        goal: '',
      });
    }
    return results;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
