// The search box (Ctrl+K): one text, the records it names.
import { cockpit } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { readTyped } from './reading.js';
import { searchRecords } from './queries.js';

export const searchRoutes = [
  bind(cockpit.search, async ({ db, body, member }) => ({
    hits: await searchRecords(db, readTyped(body.q), (kind) => member.permissions.has(cockpit.SEARCH_ACCESS[kind])),
  })),
];
