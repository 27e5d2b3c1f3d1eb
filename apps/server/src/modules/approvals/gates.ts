import type { Endpoint } from '@wallet/contracts';
import { feeGate, holdReleaseGate } from '../banking/approval-gates.js';
import { caseCloseReleaseGate, refundAcceptGate, refundAcceptReleaseGate } from '../med/approval-gates.js';
import { limitIncreaseGate } from '../pix/limit-gate.js';
import { markedUnblockGate } from '../users/unblock-gate.js';
import { memberRoleGate, roleCreateGate, roleDeleteGate, roleUpdateGate, staffCreateGate, totpResetGate } from '../staff/approval-gates.js';
import type { Gate } from './gate.js';
import { policyChangeGate } from './policy-change-gate.js';

/**
 * Every call a policy may hold for a second person. A call may pass more than one gate (accepting
 * a refund also releases what its case's holds keep): the first that holds it names its request.
 */
const GATES: readonly Gate[] = [
  feeGate, holdReleaseGate, limitIncreaseGate, markedUnblockGate, refundAcceptGate, refundAcceptReleaseGate, caseCloseReleaseGate,
  roleCreateGate, roleUpdateGate, roleDeleteGate, memberRoleGate, staffCreateGate, totpResetGate, policyChangeGate,
];

/** The gates a call passes, in order. */
export const gatesOf = (endpoint: Pick<Endpoint, 'path'>): Gate[] => GATES.filter((gate) => gate.endpoint.path === endpoint.path);
