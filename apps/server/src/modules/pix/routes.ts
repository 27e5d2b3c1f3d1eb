// Pix keys registered at the DICT, their event logs, and Pix limits.
import { formatCentavos, pix } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { listKeyLogs, listKeys } from './keys-queries.js';
import { deleteKey, registerKey } from './keys-service.js';
import { changeLimit, listLimits } from './limits.js';

/** `2026-11-23 01:26 UTC`: the server does not know the reader's time zone, so it says which it uses. */
const utcMinute = (instant: string) => `${instant.slice(0, 10)} ${instant.slice(11, 16)} UTC`;

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
    const { before, after, effect } = await changeLimit(db, { ...body, actor: admin, now: clock.now() });
    Object.assign(audit, { target: `pix_limit:${after.id}`, before, after: { ...after, reason: body.reason } });
    const amount = formatCentavos(body.amount);
    answer.msg = {
      scheduled: () => `Increase to ${amount} scheduled: in force from ${utcMinute(after.pending_effective_at!)}`,
      lowered: () => `Limit lowered to ${amount}, in force now`,
      cancelled: () => `Pending increase cancelled; the limit stays ${amount}`,
    }[effect]();
    return after;
  }),
];
