import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCertificate } from '@wallet/pki';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { startDictSimulator, type RunningDictSimulator } from '../test-support/dict-simulator.js';
import { ApiDictClaims } from '../integrations/dict/api/claims.js';
import { ApiDictReconciliation } from '../integrations/dict/api/reconciliation.js';
import { verifyEveryKeyType } from '../modules/reconciliation/index.js';
import { tellDictSimulator } from '../integrations/dict/api/simulator-doors.js';
import { DictTransport } from '../integrations/dict/api/transport.js';
import { dictHoldingsOf } from './dict-holdings.js';
import { seedDemoData } from './registry.js';

const THEIRS = '87654321';
let t: TestApp;
let simulator: RunningDictSimulator;
let ours: string;
beforeAll(async () => {
  t = await createTestApp();
  ours = t.config.institution.ispb;
  await seedDemoData(t.db, { seed: 4, now: new Date(), sizes: { users: 30, merchants: 6, trades: 200, replayed: 0 }, log: () => undefined });
  simulator = await startDictSimulator({ participant: ours });
});
afterAll(async () => {
  await simulator.stop();
  await t.close();
});

const endpoint = (ispb: string) => ({
  url: simulator.url, client: ispb === ours ? simulator.participant : issueCertificate(simulator.authority, { name: ispb }), authorities: [simulator.authority.certificate], timeoutMs: 5_000,
});

describe('the demo\'s past, told to a DICT simulator', () => {
  it('leaves our keys and running claims at the DICT, once: each key found there on our account, each claim ours to list', async () => {
    const holdings = await dictHoldingsOf(t.db, ours);
    expect(holdings.entries.length).toBeGreaterThan(20);
    expect(holdings.claims.length).toBeGreaterThan(0);
    expect(holdings.infractionReports.length).toBeGreaterThan(0);
    expect(await tellDictSimulator(endpoint(ours), holdings)).toEqual({ entries: holdings.entries.length, claims: holdings.claims.length, infractionReports: holdings.infractionReports.length });
    expect(await tellDictSimulator(endpoint(ours), holdings)).toEqual({ entries: 0, claims: 0, infractionReports: 0 });

    const them = new DictTransport(endpoint(THEIRS));
    for (const entry of holdings.entries.slice(0, 5)) {
      const found = await them.call('getEntry', {
        params: { Key: String(entry.Key) },
        headers: { 'PI-RequestingParticipant': THEIRS, 'PI-PayerId': '44455566677', 'PI-EndToEndId': `E${THEIRS}${Date.now()}` },
      });
      expect((found.Entry as { Account: { Participant: string } }).Account.Participant).toBe(ours);
    }
    await them.close();
    const us = new DictTransport(endpoint(ours));
    const listed = await new ApiDictClaims(us, ours).listModifiedSince(new Date(0));
    expect(listed.map((claim) => claim.id)).toEqual(expect.arrayContaining(holdings.claims.map((claim) => String(claim.Id))));
    // Told with the request ids that made them, our CIDs are the DICT's: every key type verifies equal.
    const verified = await verifyEveryKeyType(t.db, new ApiDictReconciliation(us, ours), { ourIspb: ours, startedBy: 'test', now: () => new Date() });
    expect(verified.map((verification) => [verification.key_type, verification.result]).sort()).toEqual([['CNPJ', 'OK'], ['CPF', 'OK'], ['EMAIL', 'OK'], ['EVP', 'OK'], ['PHONE', 'OK']]);
    await us.close();
  });

  it('stops the start, saying what to do, when the DICT refuses what it is told', async () => {
    await expect(tellDictSimulator(endpoint(ours), { entries: [{ Key: 'x' }], claims: [], infractionReports: [] })).rejects.toThrow(/took no holdings \(400.*SEED_DEMO=false/);
  });
});
