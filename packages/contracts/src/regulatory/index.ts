import type { Endpoint } from '../endpoint.js';

export * as reports from './reports.js';
export * as infractions from './infractions.js';

/**
 * The regulatory calls in the contracts table. Each list grows as its calls get their server
 * handlers (the server refuses to start with a contract it cannot answer).
 */
export const reportEndpoints: readonly Endpoint[] = [];
export const infractionEndpoints: readonly Endpoint[] = [];
