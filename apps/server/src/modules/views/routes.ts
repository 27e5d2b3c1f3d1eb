// Saved views of a list and its remembered columns: any signed-in member, for themselves alone.
import { cockpit, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { deleteView, saveLayout, saveView, viewsOfList } from './service.js';

export const viewRoutes = [
  bind(cockpit.viewList, ({ db, body, member }) => viewsOfList(db, member.id, body.list_key)),

  bind(cockpit.viewSave, async ({ db, body, member, clock }) => {
    const { before, after } = await saveView(db, member.id, body, clock.now());
    return answered(after, { said: words('view.saved', { name: after.name }), audit: { target: `saved_view:${after.id}`, before, after } });
  }),

  bind(cockpit.viewDelete, async ({ db, body, member }) => {
    const before = await deleteView(db, member.id, body.id);
    return answered(null, { said: words('view.deleted', { name: before.name }), audit: { target: `saved_view:${before.id}`, before } });
  }),

  bind(cockpit.layoutSave, async ({ db, body, member, clock }) => {
    const after = await saveLayout(db, member.id, body, clock.now());
    return answered(after, { audit: { target: `list_layout:${body.list_key}`, after } });
  }),
];
