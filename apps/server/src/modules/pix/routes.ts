// Pix keys registered at the DICT, their event logs, and Pix limits.
import { formatCentavos, pix } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { listKeyLogs, listKeys } from './keys-queries.js';
import { deleteKey, registerKey } from './keys-service.js';
import { changeLimit, listLimits } from './limits.js';

const PENDING_WORDS = { pending_claim: 'an ownership claim is open at the DICT', pending_portability: 'a portability request is open at the DICT' } as const;

export const pixRoutes = [
  bind(pix.keys.list, ({ db, body }) => listKeys(db, body)),
  bind(pix.keys.logs, ({ db, body }) => listKeyLogs(db, body)),

  bind(pix.keys.register, async ({ db, body, admin, clock, integrations, audit, answer }) => {
    const key = await registerKey(db, integrations.dict, body, { actor: admin, now: clock.now() });
    Object.assign(audit, { target: `pix_key:${key.id}`, after: key });
    answer.msg = key.status === 'active' ? `Key ${key.key_value} registered` : `Key ${key.key_value} is pending: ${PENDING_WORDS[key.status as keyof typeof PENDING_WORDS]}`;
    return key;
  }),

  bind(pix.keys.remove, async ({ db, body, admin, clock, integrations, audit, answer }) => {
    const { before, after } = await deleteKey(db, integrations.dict, { id: body.id, reason: body.reason, actor: admin, now: clock.now() });
    Object.assign(audit, { target: `pix_key:${body.id}`, before, after });
    answer.msg = `Key ${after.key_value} deleted`;
    return after;
  }),

  bind(pix.limits.list, ({ db, body }) => listLimits(db, body)),

  bind(pix.limits.change, async ({ db, body, admin, clock, audit, answer }) => {
    const { before, after, increase } = await changeLimit(db, { ...body, actor: admin, now: clock.now() });
    Object.assign(audit, { target: `pix_limit:${after.id}`, before, after: { ...after, reason: body.reason } });
    answer.msg = increase
      ? `Increase to ${formatCentavos(body.amount)} scheduled for ${after.pending_effective_at}`
      : `Limit lowered to ${formatCentavos(body.amount)}, in force now`;
    return after;
  }),
];
