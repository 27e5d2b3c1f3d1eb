import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { pix } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { admins, bankAccounts, medCases, medTraceHops, trades } from '../db/schema/index.js';
import { SimulatedDictFraud } from '../integrations/dict/fraud-simulator.js';
import { pixIdOf } from '../integrations/dice.js';
import type { SpiGateway } from '../integrations/spi/gateway.js';
import { cancelMarker, createMarker } from '../modules/fraud/index.js';
import { sendPayout } from '../modules/pix-engine/index.js';
import type { SeedGenerator } from './generator.js';

const HOUR = 3_600_000;
const settlingSpi: SpiGateway = {
  sendPayout: () => Promise.resolve({ outcome: 'settled' }),
  sendReturn: () => Promise.resolve({ outcome: 'settled' }),
  answerFor: () => Promise.resolve({ outcome: 'settled' }),
};

/** The marker a case suggests, from its Pix's payee and its traced hops. */
async function suggested(db: Database, caseId: number) {
  const [row] = await db.select({ payee_document: trades.payee_document }).from(medCases).innerJoin(trades, eq(trades.id, medCases.trade_id)).where(eq(medCases.id, caseId));
  const hops = await db.select({ depth: medTraceHops.depth }).from(medTraceHops).where(eq(medTraceHops.case_id, caseId));
  return pix.fraud.markerFromCase({ payee: { document: row!.payee_document } }, hops);
}

/**
 * Fraud markers made through their own service: the scammer behind the traced contestation, marked
 * from its case (a mule account, its money moved on), and a marker set and cancelled after review;
 * and a payout of another customer to the marked person's key, held for a second look.
 */
export const demoFraud: SeedGenerator = {
  name: 'fraud',
  async run({ db, now, seed, institution, log }) {
    const cases = await db.select().from(medCases).where(eq(medCases.side, 'payer')).orderBy(desc(medCases.opened_at));
    const traced = cases.find((c) => c.status === 'open');
    const other = cases.find((c) => c !== traced);
    if (!traced || !other) return log('fraud: none (no MED cases to mark from)');
    const [member] = await db.select({ id: admins.id, username: admins.username }).from(admins).where(eq(admins.username, 'compliance'));
    const acting = { actor: member ?? { id: 0, username: 'system' }, now: new Date(now.getTime() - 2 * HOUR) };
    const fraud = new SimulatedDictFraud();

    const preset = await suggested(db, traced.id);
    const marker = await createMarker(db, fraud, { ...preset, case_id: traced.id, note: 'Trace confirmed: the money left the account within hours, in three Pix' }, acting);
    const reviewed = await createMarker(db, fraud, { ...(await suggested(db, other.id)), kind: 'OTHER', case_id: other.id, note: 'Suspected from the contestation' }, { ...acting, now: new Date(now.getTime() - 30 * HOUR) });
    await cancelMarker(db, fraud, { id: reviewed.id, reason: 'The seller delivered after all: not a fraud', ...acting, now: new Date(now.getTime() - 20 * HOUR) });

    const [payer] = await db.select().from(bankAccounts)
      .where(and(eq(bankAccounts.status, 'active'), gte(bankAccounts.available, 300_000))).orderBy(asc(bankAccounts.id)).limit(1);
    if (payer) {
      const payee = { name: 'Destinatário Marcado', document: marker.document!, ispb: '60701190', branch: '0001', account: '7788990' };
      // The last trade of the demo, at its moment, with an id from the seed: the same data for the same seed.
      await db.transaction((tx) => sendPayout(tx as unknown as Database, settlingSpi, {
        accountId: payer.id, amount: 250_000, payee, payeeKey: marker.document!, description: 'Pix transfer', ourIspb: institution.ispb, now,
        endToEndId: pixIdOf('E', institution.ispb, now, `seed-held:${seed}`),
      }, { setting: { rule: 'review', reviewAbove: 100_000 }, fraud }));
    }
    log(`fraud: a ${marker.kind} marker from case ${traced.id}, one cancelled, ${payer ? 'a payout held for a second look' : 'no payout held'}`);
  },
};
