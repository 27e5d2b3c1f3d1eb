import * as auth from './auth/index.js';
import * as banking from './banking/index.js';
import * as pix from './pix/index.js';
import * as staff from './staff/index.js';
import * as selection from './selection/index.js';
import * as trades from './trades/index.js';
import * as regulatory from './regulatory/index.js';
import * as users from './users/index.js';
import * as cockpit from './cockpit/index.js';
import * as approvals from './approvals/index.js';
import { isEndpoint, type Endpoint } from './endpoint.js';

export { z } from './zod.js';
export * from './endpoint.js';
export * from './envelope.js';
export * from './permissions.js';
export * from './options.js';
export * from './common.js';
export * from './bulk.js';
export * as auth from './auth/index.js';
export * as banking from './banking/index.js';
export * as pix from './pix/index.js';
export * as staff from './staff/index.js';
export * as selection from './selection/index.js';
export * as trades from './trades/index.js';
export * as regulatory from './regulatory/index.js';
export * as users from './users/index.js';
export * as cockpit from './cockpit/index.js';
export * as approvals from './approvals/index.js';
export * from './documents.js';
export * from './states.js';
export * from './business-days.js';
export * from './money.js';
export * from './end-to-end-id.js';
export * from './messages.js';
export * from './notes.js';

/**
 * Every call of the product, gathered from the areas' modules: declaring an endpoint in its area is
 * all it takes to be in this table. A call that is not in this table does not exist.
 */
export const endpoints: readonly Endpoint[] = [...new Set(declaredIn([auth, selection, users, banking, trades, pix, regulatory, staff, cockpit, approvals]))];

/** The list an export names by its call's path, if that call is one a member may export. */
export const exportableList = (path: string): Endpoint | undefined => endpoints.find((list) => list.exportable && list.path === path);

/** The endpoints a module namespace holds, its nested namespaces (`pix.keys`) searched too. */
function declaredIn(modules: readonly object[]): Endpoint[] {
  return modules.flatMap((module) =>
    Object.values(module).flatMap((value: unknown) =>
      isEndpoint(value) ? [value] : typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === null ? declaredIn([value]) : [],
    ),
  );
}
