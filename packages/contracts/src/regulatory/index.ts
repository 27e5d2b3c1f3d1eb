import type { Endpoint } from '../endpoint.js';
import * as reportCalls from './reports.js';
import * as infractionCalls from './infractions.js';

export * as reports from './reports.js';
export * as infractions from './infractions.js';

/**
 * The regulatory calls in the contracts table. Each list grows as its calls get their server
 * handlers (the server refuses to start with a contract it cannot answer).
 */
export const reportEndpoints: readonly Endpoint[] = [
  reportCalls.list, reportCalls.generate, reportCalls.download, reportCalls.upload, reportCalls.submit, reportCalls.decide, reportCalls.operationLogs,
];
export const infractionEndpoints: readonly Endpoint[] = [
  infractionCalls.list, infractionCalls.sync, infractionCalls.create, infractionCalls.acknowledge, infractionCalls.close,
  infractionCalls.detail, infractionCalls.cancel, infractionCalls.metadata,
];
