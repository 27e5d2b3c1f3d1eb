// Exports of any list, as CSV or XLSX, written by a job; they join the trade downloads.
import { cockpit, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { queueListExport } from './queue.js';

export const exportRoutes = [
  bind(cockpit.exportList, async ({ db, body, member, clock }) => {
    const exported = await queueListExport(db, body, member, clock.now());
    return answered(exported, { said: words('export.queued', { id: String(exported.id) }), audit: { target: `trade_export:${exported.id}`, after: exported } });
  }),
];
