// Pix keys registered at the DICT, their event logs, and Pix limits.
import { pix, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { listKeyLogs, listKeys } from './keys-queries.js';
import { deleteKey, dictServices, registerKey } from './keys-service.js';
import { limitUsage } from './limit-usage.js';
import { changeLimit, listLimits } from './limits.js';
import { limitIncreaseGate } from './limit-gate.js';

const REGISTERED = { active: 'pix_key.registered', pending_claim: 'pix_key.pending_claim', pending_portability: 'pix_key.pending_portability' } as const;

const LIMIT_EFFECT = { scheduled: 'pix_limit.increase_scheduled', lowered: 'pix_limit.lowered', cancelled: 'pix_limit.increase_cancelled' } as const;

export const pixRoutes = [
  bind(pix.keys.list, ({ db, body }) => listKeys(db, body)),
  bind(pix.keys.logs, ({ db, body }) => listKeyLogs(db, body)),

  bind(pix.keys.register, async ({ db, body, member, clock, config, integrations }) => {
    const key = await registerKey(db, dictServices(integrations, config), body, { actor: member, now: clock.now() });
    return answered(key, {
      said: words(REGISTERED[key.status as keyof typeof REGISTERED], { key: key.key_value }),
      audit: { target: `pix_key:${key.id}`, after: key },
    });
  }),

  bind(pix.keys.remove, async ({ db, body, member, clock, config, integrations }) => {
    const { before, after } = await deleteKey(db, dictServices(integrations, config), { id: body.id, reason: body.reason, actor: member, now: clock.now() });
    return answered(after, { said: words('pix_key.deleted', { key: after.key_value }), audit: { target: `pix_key:${body.id}`, before, after } });
  }),

  bind(pix.limits.list, ({ db, body }) => listLimits(db, body)),
  bind(pix.limits.usage, ({ db, body, clock }) => limitUsage(db, body.owner_id, clock.now())),

  bind(pix.limits.change, async ({ db, body, member, clock }) => {
    const { before, after, effect } = await changeLimit(db, { ...body, actor: member, now: clock.now() });
    const audit = { target: `pix_limit:${after.id}`, before, after: { ...after, reason: body.reason } };
    // Only a scheduled increase has a time it comes into force.
    const said = effect === 'scheduled'
      ? words(LIMIT_EFFECT.scheduled, { amount: body.amount, from: after.pending_effective_at! })
      : words(LIMIT_EFFECT[effect], { amount: body.amount });
    return answered(after, { said, audit });
  }, { gates: [limitIncreaseGate] }),
];
