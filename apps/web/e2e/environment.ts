import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4817);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '../../../.tmp/e2e-data');
