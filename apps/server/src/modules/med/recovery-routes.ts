// The MED's funds recoveries (MED 2.0): opened for a case's Pix, and cancelled before their refunds start.
import { regulatory, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { findCase } from './queries.js';
import { cancelFundsRecovery, openFundsRecovery, recoveriesOfCase, type RecoveryRow } from './funds-recovery.js';

const { med } = regulatory;

/** A stored recovery as the contract has it. */
const recoveryOf = async (db: Parameters<typeof recoveriesOfCase>[0], row: RecoveryRow) => (await recoveriesOfCase(db, row.case_id)).find((recovery) => recovery.id === row.id)!;

export const fundsRecoveryRoutes = [
  bind(med.fundsRecoveryCreate, async ({ db, body, member, clock, config, integrations }) => {
    const row = await openFundsRecovery(db, {
      caseId: body.case_id, situationType: body.situation_type, details: body.details, actor: member, now: clock.now(),
      ourIspb: config.institution.ispb, recoveries: integrations.fundsRecoveries,
    });
    const recovery = await recoveryOf(db, row);
    const endToEndId = (await findCase(db, row.case_id)).end_to_end_id;
    return answered(recovery, { said: words('recovery.opened', { recovery: String(row.id), end_to_end_id: endToEndId }), audit: { target: `med_case:${row.case_id}`, after: recovery } });
  }),

  bind(med.fundsRecoveryCancel, async ({ db, body, member, clock, integrations }) => {
    const row = await cancelFundsRecovery(db, { id: body.id, actor: member, now: clock.now(), recoveries: integrations.fundsRecoveries });
    const recovery = await recoveryOf(db, row);
    return answered(recovery, { said: words('recovery.cancelled', { recovery: String(row.id) }), audit: { target: `med_case:${row.case_id}`, after: recovery } });
  }),
];
