import { defineArea, pathWith } from '../../router/area';

/** Four eyes: the approvals waiting for a second person, and the policies that hold actions for one. */
export const approvalsArea = defineArea({
  screens: {
    // Any member may ask for an approval; what waits for them depends on their permissions.
    approvals: {
      path: '/approvals', title: { en: 'Approvals', 'pt-BR': 'Aprovações' },
      nav: { group: 'overview', order: 40 }, shortcut: 'w', page: 'ApprovalsPage',
    },
    'user-admin-approval-policies': {
      path: '/userAdmin/approvalPolicies', title: { en: 'Approval policies', 'pt-BR': 'Políticas de aprovação' }, permission: 'approvals.policies',
      nav: { group: 'user-admin', order: 30 }, page: 'PoliciesPage',
    },
  },
});

/** The approvals: what waits for the member, or (`box: 'mine'`) what they asked for; `request` opens one's review. */
export const approvalsPath = (query: { box?: 'mine'; request?: number } = {}) => pathWith(approvalsArea.screens.approvals.path, query);
