import path from 'node:path';

// Both can be moved, so that two runs of the browser tests on one machine keep out of each other's way.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4817);
/** The DICT simulator beside the server. */
export const E2E_DICT_PORT = Number(process.env.E2E_DICT_PORT ?? E2E_PORT + 1);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '../../../.tmp/e2e-data'));
