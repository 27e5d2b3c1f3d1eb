import type { Binding } from './http/binding.js';
import { authRoutes } from './modules/auth/routes.js';
import { selectionRoutes } from './modules/selection/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { kycRoutes } from './modules/kyc/routes.js';
import { bankAccountRoutes, fundsRoutes } from './modules/banking/routes.js';
import { pixRoutes } from './modules/pix/routes.js';
import { keysOfClosingAccount } from './modules/pix/keys-service.js';
import { staffRoutes } from './modules/staff/routes.js';
import { tradeRoutes } from './modules/trades/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { infractionRoutes } from './modules/infractions/routes.js';
import { medRoutes } from './modules/med/routes.js';
import { claimRoutes } from './modules/claims/routes.js';
import { fraudRoutes } from './modules/fraud/routes.js';
import { cockpitRoutes } from './modules/cockpit/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { viewRoutes } from './modules/views/routes.js';
import { exportRoutes } from './modules/exports/routes.js';
import { approvalRoutes } from './modules/approvals/routes.js';

/** Every call of the product with its handler; `buildApp` serves them, and list exports run the lists' own. */
export const productBindings: readonly Binding[] = [
  ...authRoutes, ...selectionRoutes, ...userRoutes, ...kycRoutes,
  ...bankAccountRoutes(keysOfClosingAccount), ...fundsRoutes, ...tradeRoutes, ...reportRoutes, ...infractionRoutes, ...medRoutes, ...pixRoutes, ...claimRoutes, ...fraudRoutes, ...cockpitRoutes, ...searchRoutes, ...viewRoutes, ...exportRoutes, ...staffRoutes,
  // Approving runs a held call through its own binding, found in this very list.
  ...approvalRoutes(() => productBindings),
];
