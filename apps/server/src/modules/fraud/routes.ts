// Fraud markers at the DICT, the key look-up with its fraud statistics, and a customer's fraud picture.
import { pix, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { customerFraud, lookupKey } from './lookup.js';
import { cancelMarker, createMarker } from './markers.js';
import { listMarkers } from './queries.js';

const { fraud } = pix;

export const fraudRoutes = [
  bind(fraud.list, ({ db, body }) => listMarkers(db, body)),
  bind(fraud.ofCustomer, ({ db, body, clock, integrations }) => customerFraud(db, integrations.fraud, body.user_id, clock.now())),

  bind(fraud.create, async ({ db, body, member, clock, integrations }) => {
    const marker = await createMarker(db, integrations.fraud, body, { actor: member, now: clock.now() });
    return answered(marker, { said: words('fraud.marked', { subject: body.subject.value, kind: body.kind }), audit: { target: `fraud_marker:${marker.id}`, after: marker } });
  }),

  bind(fraud.cancel, async ({ db, body, member, clock, integrations }) => {
    const { before, after } = await cancelMarker(db, integrations.fraud, { id: body.id, reason: body.reason, actor: member, now: clock.now() });
    return answered(after, { said: words('fraud.unmarked', { marker: String(body.id) }), audit: { target: `fraud_marker:${body.id}`, before, after } });
  }),

  bind(fraud.lookup, async ({ db, body, clock, config, integrations }) => {
    const found = await lookupKey(db, { fraud: integrations.fraud, lookups: integrations.lookups, ourIspb: config.institution.ispb }, body, clock.now());
    return answered(found, { said: words('pix_key.looked_up', { key: found.key_value }), audit: { target: `dict_key:${found.key_value}`, after: found } });
  }),
];
