// The reconciliation with the DICT: the last sync verifications, and one asked for now.
import { pix, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { refusalError } from '../../core/errors.js';
import { listVerifications, verifyEveryKeyType } from './runs.js';

const { reconciliation } = pix;

export const reconciliationRoutes = [
  bind(reconciliation.list, ({ db, integrations }) => listVerifications(db, integrations.reconciliation)),
  bind(reconciliation.run, async ({ db, member, clock, config, integrations }) => {
    if (!integrations.reconciliation) throw refusalError(409, 'reconciliation.unavailable');
    const list = await verifyEveryKeyType(db, integrations.reconciliation, { ourIspb: config.institution.ispb, startedBy: member.username, now: () => clock.now() });
    const fixed = list.reduce((sum, verification) => sum + verification.fixes.filter((fix) => fix.outcome === 'done').length, 0);
    const differed = list.filter((verification) => verification.result !== 'OK').length;
    return answered({ list }, { said: words('reconciliation.done', { differed, fixed }), audit: { target: 'dict_reconciliation', after: list.map(({ key_type, result, fixes }) => ({ key_type, result, fixes: fixes.length })) } });
  }),
];
