import { cockpit } from '@wallet/contracts';
import { defineWords } from '../../../i18n/words';

type AdapterName = cockpit.AdapterHealth['name'];

const en = {
  refresh: 'Refresh',
  readAt: 'Read at {{time}}; the page refreshes every 30 seconds.',
  loading: 'Loading the status',
  failed: 'The status could not be loaded.',
  retry: 'Try again',
  database: {
    title: 'Database', driver: 'Driver', state: 'State', up: 'Up', down: 'Down', latency: 'Latency', latencyValue: '{{ms}} ms',
    drivers: { pglite: 'Embedded (PGlite)', postgres: 'PostgreSQL' },
  },
  jobs: { title: 'Job queue', queued: 'Queued', running: 'Running', failed: 'Failed', oldest: 'Oldest queued since' },
  build: { title: 'This API process', version: 'Version', startedAt: 'Started at' },
  adapters: {
    title: 'Outside systems', name: 'System', mode: 'Mode', calls: 'Calls', errors: 'Errors', errorRate: 'Error rate',
    lastContact: 'Last contact', lastError: 'Last error',
    modes: { simulated: 'Simulated', live: 'Live' },
    // The contracts' names are the English words.
    names: Object.fromEntries(cockpit.ADAPTER_NAMES.map((name) => [name, name])) as Record<AdapterName, string>,
  },
};

export const systemStatusWords = defineWords(en);
