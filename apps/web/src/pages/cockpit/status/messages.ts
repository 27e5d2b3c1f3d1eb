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
    lastContact: 'Last contact', lastError: 'Last error', rateLimited: 'Refused: bucket empty',
    modes: { simulated: 'Simulated', live: 'Live' },
    // The contracts' names are the English words.
    names: Object.fromEntries(cockpit.ADAPTER_NAMES.map((name) => [name, name])) as Record<AdapterName, string>,
  },
  limits: {
    title: 'Request limits at the DICT',
    policy: 'Policy', available: 'Tokens left', capacity: 'Capacity', share: 'Left', refill: 'Refill', state: 'State',
    refillValue: '{{tokens}} every {{seconds}} s',
    readAt: 'Our buckets in category {{category}}, as the DICT answered at',
    none: 'The DICT simulated in this process limits no requests: no buckets to show.',
    unreachable: 'The DICT did not tell our buckets: {{error}}',
    alert_one: '{{count}} bucket is under 20 % of its capacity: {{policies}}. Requests of its policy are refused (429) once it is empty.',
    alert_other: '{{count}} buckets are under 20 % of their capacity: {{policies}}. Requests of their policies are refused (429) once they are empty.',
    low: 'Under 20 %', ok: 'OK',
  },
};

export const systemStatusWords = defineWords(en);
