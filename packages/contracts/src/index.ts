import * as auth from './auth/index.js';
import * as banking from './banking/index.js';
import * as pix from './pix/index.js';
import * as staff from './staff/index.js';
import * as selection from './selection/index.js';
import * as trades from './trades/index.js';
import * as regulatory from './regulatory/index.js';
import * as users from './users/index.js';
import type { Endpoint } from './endpoint.js';

export * from './endpoint.js';
export * from './envelope.js';
export * from './permissions.js';
export * from './options.js';
export * from './common.js';
export * as auth from './auth/index.js';
export * as banking from './banking/index.js';
export * as pix from './pix/index.js';
export * as staff from './staff/index.js';
export * as selection from './selection/index.js';
export * as trades from './trades/index.js';
export * as regulatory from './regulatory/index.js';
export * as users from './users/index.js';
export * from './documents.js';
export * from './money.js';
export * from './messages.js';

/** Every call of the product. A call that is not in this table does not exist. */
export const endpoints: readonly Endpoint[] = [
  auth.login,
  auth.logout,
  auth.me,
  auth.changePassword,
  auth.reauthenticate,
  auth.totpEnroll,
  auth.totpConfirm,
  selection.selection,
  users.list,
  users.detail,
  users.block,
  users.unblock,
  users.create,
  users.resetPassword,
  users.verifyCpf,
  users.kycList,
  users.kycReview,
  banking.list,
  banking.create,
  banking.activate,
  banking.deactivate,
  banking.detail,
  banking.balance,
  banking.freezeList,
  banking.freeze,
  banking.unfreeze,
  banking.logs,
  banking.feeCreate,
  banking.feeLogs,
  trades.list,
  trades.detail,
  trades.download,
  trades.downloadList,
  trades.downloadRetry,
  trades.downloadLink,
  ...regulatory.reportEndpoints,
  ...regulatory.infractionEndpoints,
  pix.keys.list,
  pix.keys.register,
  pix.keys.remove,
  pix.keys.logs,
  pix.limits.list,
  pix.limits.change,
  staff.roleList,
  staff.roleCreate,
  staff.roleUpdate,
  staff.roleDelete,
  staff.staffList,
  staff.staffCreate,
  staff.staffUpdate,
  staff.staffDisable,
  staff.staffEnable,
  staff.staffResetPassword,
  staff.staffResetTotp,
  staff.auditList,
  staff.auditDetail,
  staff.auditExport,
];
