// `npm run sim:dict`: the DICT simulator as a process of its own. Its identity and whom it trusts
// are files, as a real deployment's are (`npm start` makes them for the embedded default: see
// scripts/dict-certificates.mjs):
//
//   DICT_SIM_CERT, DICT_SIM_KEY  its HTTPS certificate and key (PEM), which also sign its answers
//   DICT_SIM_CA                  the authorities whose participants it takes (PEM, one or more)
//   DICT_SIM_PORT, DICT_SIM_HOST where it listens (8643, 127.0.0.1)
//   DICT_SIM_DATA                its journal's folder (data/dict-sim)
//   DICT_SIM_CATEGORY            the participants' anti-scan category, A to F (A)
//   DICT_SIM_PACE                how long the played MED 2.0 steps take, as a multiple of their
//                                compressed seconds (1; the tests take 0.25)
import fs from 'node:fs';
import { buildSimulator, API_BASE } from './server.js';
import type { PolicyCategory } from './buckets.js';

const required = (name: string) => {
  const file = process.env[name];
  if (!file) throw new Error(`dict-sim: ${name} names no file (see apps/dict-sim/README.md)`);
  return fs.readFileSync(file, 'utf8');
};
const category = (process.env.DICT_SIM_CATEGORY ?? 'A') as PolicyCategory;
if (!['A', 'B', 'C', 'D', 'E', 'F'].includes(category)) throw new Error(`dict-sim: DICT_SIM_CATEGORY ${category} is none of A to F`);
const pace = Number(process.env.DICT_SIM_PACE ?? 1);
if (!(pace > 0 && pace <= 100)) throw new Error(`dict-sim: DICT_SIM_PACE ${process.env.DICT_SIM_PACE} is not a number above 0, up to 100`);

const { app } = buildSimulator({
  tls: { key: required('DICT_SIM_KEY'), certificate: required('DICT_SIM_CERT') },
  authorities: [required('DICT_SIM_CA')],
  dataDir: process.env.DICT_SIM_DATA ?? 'data/dict-sim',
  category,
  pace,
});
const host = process.env.DICT_SIM_HOST ?? '127.0.0.1';
const address = await app.listen({ port: Number(process.env.DICT_SIM_PORT ?? 8643), host });
console.log(`dict-sim: the DICT API at ${address}${API_BASE}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
