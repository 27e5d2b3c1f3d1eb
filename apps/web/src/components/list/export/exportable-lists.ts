/**
 * The lists a member can export, by their call's path. The contracts' table of them
 * (cockpit.EXPORTABLE_LISTS) holds every list's schemas, which every list screen would otherwise
 * load to ask about its own path; a test keeps the two the same.
 */
export const EXPORTABLE_LIST_PATHS: ReadonlySet<string> = new Set([
  '/api/v1/user/list',
  '/api/v1/kyc/list',
  '/api/v1/bank_account/list',
  '/api/v1/funds/freeze_list',
  '/api/v1/funds/logs',
  '/api/v1/fee/logs',
  '/api/v1/trade/list',
  '/api/v1/pix-keys/list',
  '/api/v1/pix-keys/logs',
  '/api/v1/limits/list',
  '/api/v1/pix-claims/list',
  '/api/v1/fraud-markers/list',
  '/api/v1/med/list',
  '/api/v1/infractions_task/list',
  '/api/v1/month_report/list',
  '/api/v1/staff/list',
  '/api/v1/audit/list',
]);
