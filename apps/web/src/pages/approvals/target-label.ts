import type { approvals } from '@wallet/contracts';
import type { TFunction } from 'i18next';
import { optionKey } from '../../i18n/options';

const POLICY_TARGET = 'approval_policy:';

/** A request's target as the member reads it: a policy by its action's words, any other by the name the server gave it. */
export function targetLabelOf(request: Pick<approvals.ApprovalRequest, 'target' | 'target_label'>, t: TFunction): string {
  if (!request.target.startsWith(POLICY_TARGET)) return request.target_label;
  return t(optionKey('approval_action', request.target.slice(POLICY_TARGET.length) as approvals.ApprovalRequest['action']));
}
