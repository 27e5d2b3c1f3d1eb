import type { Endpoint } from '@wallet/contracts';
import { feeGate, holdReleaseGate } from '../banking/approval-gates.js';
import { limitIncreaseGate } from '../pix/limit-gate.js';
import { markedUnblockGate } from '../users/unblock-gate.js';
import { refundAcceptGate } from '../med/refund-accept-gate.js';
import { memberRoleGate, roleCreateGate, roleDeleteGate, roleUpdateGate, staffCreateGate, totpResetGate } from '../staff/approval-gates.js';
import type { Gate } from './gate.js';

/** Every call a policy may hold for a second person, by path. */
const GATES: ReadonlyMap<string, Gate> = new Map([
  feeGate, holdReleaseGate, limitIncreaseGate, markedUnblockGate, refundAcceptGate,
  roleCreateGate, roleUpdateGate, roleDeleteGate, memberRoleGate, staffCreateGate, totpResetGate,
].map((g) => [g.endpoint.path, g]));

export const gateOf = (endpoint: Pick<Endpoint, 'path'>): Gate | undefined => GATES.get(endpoint.path);
