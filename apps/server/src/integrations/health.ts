import { cockpit } from '@wallet/contracts';
import type { Integrations } from '../core/integrations.js';
import { DictRateLimited } from './dict/api/transport.js';

type AdapterName = cockpit.AdapterHealth['name'];

/** Which outside system each adapter of the app reaches, by its name on the status page. */
const NAMES: Record<keyof Integrations, AdapterName> = {
  spi: 'SPI', dict: 'DICT keys', claims: 'DICT claims', policies: 'DICT policies', lookups: 'DICT look-ups', reconciliation: 'DICT reconciliation', fraud: 'DICT fraud', infractionReports: 'DICT infractions', refundRequests: 'DICT refunds', fundsRecoveries: 'DICT funds recovery',
  fundsTracing: 'DICT tracing', identity: 'Identity (CPF)', sta: 'STA', customers: 'Customer channel',
};

interface Tally {
  mode: 'simulated' | 'live';
  calls: number;
  errors: number;
  rateLimited: number;
  lastContactAt: Date | null;
  lastError: string | null;
}

/** What this process has seen of each outside system since it started. */
class AdapterHealthBoard {
  private readonly tallies = new Map<AdapterName, Tally>();

  add(name: AdapterName, mode: Tally['mode']) {
    this.tallies.set(name, { mode, calls: 0, errors: 0, rateLimited: 0, lastContactAt: null, lastError: null });
  }

  record(name: AdapterName, error: unknown) {
    const tally = this.tallies.get(name)!;
    tally.calls++;
    tally.lastContactAt = new Date();
    if (error !== undefined) {
      tally.errors++;
      if (error instanceof DictRateLimited) tally.rateLimited++;
      tally.lastError = error instanceof Error ? error.message : String(error);
    }
  }

  snapshot(): cockpit.AdapterHealth[] {
    return cockpit.ADAPTER_NAMES.filter((name) => this.tallies.has(name)).map((name) => {
      const tally = this.tallies.get(name)!;
      return { name, mode: tally.mode, calls: tally.calls, errors: tally.errors, rate_limited: tally.rateLimited, last_contact_at: tally.lastContactAt?.toISOString() ?? null, last_error: tally.lastError };
    });
  }
}

/** An adapter whose calls are counted on the board: each method runs on the adapter itself, its outcome recorded. */
function watched<T extends object>(adapter: T, name: AdapterName, board: AdapterHealthBoard): T {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const outcome: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (!(outcome instanceof Promise)) {
            board.record(name, undefined);
            return outcome;
          }
          return outcome.then((answer) => { board.record(name, undefined); return answer; }, (error: unknown) => { board.record(name, error); throw error; });
        } catch (error) {
          board.record(name, error);
          throw error;
        }
      };
    },
  });
}

const boards = new WeakMap<Integrations, AdapterHealthBoard>();

/**
 * The app's adapters with their calls counted, for the status page. A simulator says so by its
 * class name (`Simulated…`); anything else is a live client. Watching twice watches once.
 */
export function watchIntegrations(integrations: Integrations): Integrations {
  if (boards.has(integrations)) return integrations;
  const board = new AdapterHealthBoard();
  const entries = (Object.keys(NAMES) as (keyof Integrations)[]).map((key) => {
    const adapter = integrations[key];
    // An outside system the configuration has not (reconciliation with the simulators in this process).
    if (adapter === null) return [key, null] as const;
    board.add(NAMES[key], adapter.constructor.name.startsWith('Simulated') ? 'simulated' : 'live');
    return [key, watched(adapter, NAMES[key], board)] as const;
  });
  const watchedIntegrations = Object.fromEntries(entries) as unknown as Integrations;
  boards.set(watchedIntegrations, board);
  return watchedIntegrations;
}

/** The board of watched integrations; an unwatched set has none to show. */
export const healthOf = (integrations: Integrations) => boards.get(integrations) ?? null;
