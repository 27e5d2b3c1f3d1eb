// DICT claims and portabilities: the inbox, the moves each side makes, and the pull from the DICT.
import { pix, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { claimDetail, findClaim, listClaims } from './queries.js';
import { cancelClaim, completeClaim, confirmClaim } from './service.js';
import { syncClaims } from './sync.js';

const { claims } = pix;

export const claimRoutes = [
  bind(claims.list, ({ db, body, clock }) => listClaims(db, body, clock.now())),
  bind(claims.detail, ({ db, body }) => claimDetail(db, body.id)),

  bind(claims.confirm, async ({ db, body, member, clock, config, integrations }) => {
    const before = await findClaim(db, body.id);
    await confirmClaim(db, { id: body.id, note: body.note, actor: member, now: clock.now(), ourIspb: config.institution.ispb, claims: integrations.claims });
    const after = await findClaim(db, body.id);
    return answered(after, { said: words('claim.confirmed', { claim: after.dict_id, key: after.key_value }), audit: { target: `claim:${body.id}`, before, after } });
  }),

  bind(claims.cancel, async ({ db, body, member, clock, config, integrations }) => {
    const before = await findClaim(db, body.id);
    await cancelClaim(db, { id: body.id, reason: body.reason, note: body.note, actor: member, now: clock.now(), ourIspb: config.institution.ispb, claims: integrations.claims });
    const after = await findClaim(db, body.id);
    return answered(after, { said: words('claim.cancelled', { claim: after.dict_id }), audit: { target: `claim:${body.id}`, before, after } });
  }),

  bind(claims.complete, async ({ db, body, member, clock, config, integrations }) => {
    const before = await findClaim(db, body.id);
    await completeClaim(db, { id: body.id, actor: member, now: clock.now(), ourIspb: config.institution.ispb, claims: integrations.claims });
    const after = await findClaim(db, body.id);
    return answered(after, { said: words('claim.completed', { claim: after.dict_id, key: after.key_value, account: after.account_number }), audit: { target: `claim:${body.id}`, before, after } });
  }),

  bind(claims.sync, async ({ db, clock, config, integrations }) => {
    const synced = await syncClaims(db, integrations.claims, { now: clock.now(), ourIspb: config.institution.ispb });
    return answered(synced, { said: words('claim.synced', synced), audit: { target: 'dict_claims', after: synced } });
  }),
];
