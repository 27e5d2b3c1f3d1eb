/**
 * Every permission of the product, `domain.action`, with the words the role editor shows.
 * A new call either reuses one of these or adds its own here (and a migration grants it).
 */
export const PERMISSIONS = {
  'users.view': 'See wallet users and merchants, their details and status history',
  'users.create': 'Create wallet users and merchants',
  'users.block': 'Block and unblock wallet users and merchants',
  'users.reset_password': 'Issue a temporary password to a wallet user or merchant',
  'users.verify_document': 'Check a CPF with the Receita Federal',
  'kyc.view': 'See KYC checks',
  'kyc.review': 'Approve or reject KYC checks',
  'bank_accounts.view': 'See bank accounts',
  'bank_accounts.create': 'Open bank accounts',
  'bank_accounts.change_status': 'Activate and deactivate bank accounts',
  'funds.view': 'See balances, freezes and the funds ledger',
  'funds.freeze': 'Freeze funds',
  'funds.unfreeze': 'Release frozen funds',
  'fees.view': 'See fee deductions',
  'fees.create': 'Deduct merchant fees',
  'trades.view': 'See transactions',
  'trades.export': 'Export transactions, and any other list the member may see, to a file',
  'trades.return': 'Return the money of a Pix received to its payer (devolução)',
  'pix_keys.view': 'See Pix keys and their logs',
  'pix_keys.manage': 'Register and delete Pix keys',
  'pix_keys.lookup': "Look any key up at the DICT: its owner's name, masked document, institution and fraud statistics",
  'claims.view': 'See DICT ownership claims and portabilities',
  'claims.manage': 'Confirm, cancel and complete ownership claims and portabilities',
  'fraud.view': 'See fraud markers and the DICT fraud statistics of customers',
  'fraud.manage': 'Set and cancel fraud markers at the DICT, and take the second look at payouts to marked keys',
  'limits.view': 'See Pix limits',
  'limits.manage': 'Change Pix limits',
  'reports.view': 'See and download APIX monthly reports',
  'reports.manage': 'Generate, upload and change the status of APIX monthly reports',
  'infractions.view': 'See infraction notifications',
  'infractions.manage': 'Create, sync, close and cancel infraction notifications',
  'med.view': 'See MED cases, their refund requests, holds and returns',
  'med.manage': 'Open MED cases, block suspect money, file, answer and cancel refund requests',
  'staff.view': 'See staff accounts',
  'staff.manage': 'Create, disable and change staff accounts',
  'roles.view': 'See roles and their permissions',
  'roles.manage': 'Create, change and delete roles',
  'audit.view': 'See and export the audit log',
  'approvals.approve': "Approve or reject other members' requests, for the actions the member may take themselves",
  'approvals.policies': 'Choose which sensitive actions wait for a second person, and from which amount',
  'system.view': 'See the status page: the database, the job queue and the outside systems',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

/** The domain of a permission (`funds` for `funds.freeze`), used to group the role editor. */
export function domainOf(permission: Permission): string {
  return permission.slice(0, permission.indexOf('.'));
}

const viewEverything = ALL_PERMISSIONS.filter((p) => p.endsWith('.view'));

/** Roles every installation starts with; migrations seed them with exactly these permissions. */
export const BUILT_IN_ROLES = {
  'Super admin': {
    description: 'Every permission, including staff and roles',
    permissions: ALL_PERMISSIONS,
  },
  Operations: {
    description: 'Runs users, accounts, funds, Pix keys and limits day to day',
    permissions: [
      ...viewEverything.filter((p) => !['staff.view', 'roles.view'].includes(p)),
      'users.create', 'users.block', 'users.reset_password', 'users.verify_document',
      'bank_accounts.create', 'bank_accounts.change_status',
      'funds.freeze', 'funds.unfreeze', 'trades.export', 'trades.return', 'pix_keys.manage', 'limits.manage',
      'pix_keys.lookup', 'claims.manage',
    ],
  },
  Compliance: {
    description: 'KYC, blocks, freezes, infraction reports and the regulatory file',
    permissions: [
      ...viewEverything,
      'users.block', 'users.verify_document', 'kyc.review', 'funds.freeze', 'funds.unfreeze',
      'trades.export', 'trades.return', 'reports.manage', 'infractions.manage', 'med.manage',
      'pix_keys.lookup', 'fraud.manage', 'approvals.approve',
    ],
  },
  Finance: {
    description: 'Fees, balances, exports and the monthly report',
    permissions: [
      'users.view', 'bank_accounts.view', 'funds.view', 'fees.view', 'fees.create',
      'trades.view', 'trades.export', 'reports.view', 'reports.manage', 'audit.view', 'approvals.approve',
    ],
  },
  Support: {
    description: 'Read-only access to answer customers',
    permissions: [
      'users.view', 'kyc.view', 'bank_accounts.view', 'funds.view', 'fees.view', 'trades.view',
      'pix_keys.view', 'limits.view',
    ],
  },
} as const satisfies Record<string, { description: string; permissions: readonly Permission[] }>;

export type BuiltInRoleName = keyof typeof BUILT_IN_ROLES;
