import type { Binding } from './http/binding.js';
import { authRoutes } from './modules/auth/index.js';
import { selectionRoutes } from './modules/selection/index.js';
import { userRoutes } from './modules/users/index.js';
import { kycRoutes } from './modules/kyc/index.js';
import { bankAccountRoutes, fundsRoutes } from './modules/banking/index.js';
import { pixRoutes, keysOfClosingAccount } from './modules/pix/index.js';
import { staffRoutes } from './modules/staff/index.js';
import { tradeRoutes } from './modules/trades/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { infractionRoutes } from './modules/infractions/index.js';
import { medRoutes, refreshDeadlineOfTrade } from './modules/med/index.js';
import { claimRoutes } from './modules/claims/index.js';
import { reconciliationRoutes } from './modules/reconciliation/index.js';
import { fraudRoutes } from './modules/fraud/index.js';
import { cockpitRoutes } from './modules/cockpit/index.js';
import { searchRoutes } from './modules/search/index.js';
import { viewRoutes } from './modules/views/index.js';
import { exportRoutes } from './modules/exports/index.js';
import { approvalRoutes } from './modules/approvals/index.js';

/** Every call of the product with its handler; `buildApp` serves them, and list exports run the lists' own. */
export const productBindings: readonly Binding[] = [
  ...authRoutes, ...selectionRoutes, ...userRoutes, ...kycRoutes,
  ...bankAccountRoutes(keysOfClosingAccount), ...fundsRoutes, ...tradeRoutes, ...reportRoutes, ...infractionRoutes(refreshDeadlineOfTrade), ...medRoutes, ...pixRoutes, ...claimRoutes, ...reconciliationRoutes, ...fraudRoutes, ...cockpitRoutes, ...searchRoutes, ...viewRoutes, ...exportRoutes, ...staffRoutes,
  // Approving runs a held call through its own binding, found in this very list.
  ...approvalRoutes(() => productBindings),
];
