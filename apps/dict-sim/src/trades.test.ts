import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@wallet/dict-api';
import { dice } from './played-donors.js';
import { REPORTED_ONE_IN } from './played-reporters.js';
import { endToEndId, participantOf, testCertificates, transactionsTestBed } from './test-support.js';

const certificates = testCertificates();
let clock = new Date('2026-03-02T12:00:00Z');
const { us, them, simulator, send, get, tell, answered, problemOf } = transactionsTestBed(certificates, () => clock, { beforeAll, afterAll });
/** A participant no test calls as: the simulator plays it in the trades it is told of. */
const PLAYED_BANK = '90400888';
const HOUR_MS = 3_600_000;

/** A settled trade of ours with `other`: we paid (debited) unless `weReceived`, settled `hoursAgo` before the clock. */
function trade(other: string, { weReceived = false, hoursAgo = 1, amount = 150.25 } = {}) {
  const debited = weReceived ? other : us.ispb;
  return {
    TransactionId: endToEndId(debited), DebitedParticipant: debited, CreditedParticipant: weReceived ? us.ispb : other,
    Amount: amount, SettlementTime: new Date(clock.getTime() - hoursAgo * HOUR_MS).toISOString(),
  };
}
/** A trade the played side will report (one in REPORTED_ONE_IN is), or will not. */
function tradeReported(reported: boolean, options: Parameters<typeof trade>[1] = {}) {
  for (;;) {
    const candidate = trade(PLAYED_BANK, options);
    if ((dice(`reported:${candidate.TransactionId}`, 0, REPORTED_ONE_IN - 1) === 0) === reported) return candidate;
  }
}
const listed = async (query: string) => answered(await get(us, `/infraction-reports/?Participant=${us.ispb}&${query}&IncludeDetails=true&Limit=200`), 'ListInfractionReportsResponse').InfractionReports as Message[] | undefined ?? [];
const report = (transactionId: string) => send(us, '/infraction-reports/', 'CreateInfractionReportRequest', {
  Participant: us.ispb, InfractionReport: { TransactionId: transactionId, InfractionType: 'FRAUD', ReportDetails: 'Pagamento por QR Code falso' },
});

describe('the DICT simulator told the trades a participant settled', () => {
  it('takes each trade once, and refuses a body with anything wrong whole', async () => {
    const good = trade(PLAYED_BANK);
    const first = await tell(us, 'trades', { trades: [good, trade(PLAYED_BANK, { weReceived: true })] });
    expect([first.status, JSON.parse(first.body)]).toEqual([200, { trades: 2 }]);
    expect(JSON.parse((await tell(us, 'trades', { trades: [good] })).body)).toEqual({ trades: 0 });

    const fresh = trade(PLAYED_BANK);
    const wrong = [
      { ...trade(PLAYED_BANK), Amount: 0 },
      { ...trade(PLAYED_BANK), Amount: 10.001 },
      { ...trade(PLAYED_BANK), TransactionId: 'E123' },
      { ...trade(PLAYED_BANK), DebitedParticipant: PLAYED_BANK },
      { ...trade(PLAYED_BANK), SettlementTime: new Date(clock.getTime() + 3_600_000).toISOString() },
      { ...trade(PLAYED_BANK), CreditedParticipant: us.ispb },
    ];
    for (const item of wrong) {
      const refused = await tell(us, 'trades', { trades: [fresh, item] });
      expect(refused.status, JSON.stringify(item)).toBe(400);
    }
    const notOurs = await tell(us, 'trades', { trades: [{ ...trade(PLAYED_BANK), TransactionId: endToEndId('11111111'), DebitedParticipant: '11111111' }] });
    expect(notOurs.status).toBe(403);
    expect((await tell(us, 'trades', { list: [] })).status).toBe(400);
    // Nothing of the refused bodies was taken: the good trade among them is new still.
    expect(JSON.parse((await tell(us, 'trades', { trades: [fresh] })).body)).toEqual({ trades: 1 });
  });

  it('finds a reported trade\'s sides in what it was told, and refuses a reporter that is no side', async () => {
    const paidToUs = trade(PLAYED_BANK, { weReceived: true });
    await tell(us, 'trades', { trades: [paidToUs] });
    const made = await report(paidToUs.TransactionId);
    expect(answered(made, 'CreateInfractionReportResponse').InfractionReport).toMatchObject({
      DebitedParticipant: PLAYED_BANK, CreditedParticipant: us.ispb, ReportedBy: 'CREDITED_PARTICIPANT',
    });
    const told = tradeReported(false);
    await tell(us, 'trades', { trades: [told] });
    const stranger = participantOf(certificates, '22222222');
    const byStranger = await send(stranger, '/infraction-reports/', 'CreateInfractionReportRequest', {
      Participant: stranger.ispb, InfractionReport: { TransactionId: told.TransactionId, InfractionType: 'FRAUD' },
    });
    expect([byStranger.status, problemOf(byStranger)]).toEqual([400, 'InfractionReportInvalid']);
    const byThem = await send(them, '/infraction-reports/', 'CreateInfractionReportRequest', {
      Participant: them.ispb, InfractionReport: { TransactionId: told.TransactionId, InfractionType: 'FRAUD' },
    });
    expect([byThem.status, problemOf(byThem)]).toEqual([400, 'InfractionReportInvalid']);
  });

  it('has the played side report one trade in forty, an hour to three days after it settled, once, also after a restart', async () => {
    const reported = tradeReported(true);
    const quiet = tradeReported(false);
    await tell(us, 'trades', { trades: [reported, quiet] });
    const since = clock.toISOString();
    clock = new Date(clock.getTime() + 73 * HOUR_MS);
    const about = (await listed(`ModifiedAfter=${since}`)).filter((r) => r.TransactionId === reported.TransactionId || r.TransactionId === quiet.TransactionId);
    expect(about).toEqual([expect.objectContaining({ TransactionId: reported.TransactionId, Status: 'OPEN', DebitedParticipant: us.ispb, CreditedParticipant: PLAYED_BANK, ReportedBy: 'CREDITED_PARTICIPANT' })]);
    const madeAt = Date.parse(String(about[0]!.CreationTime));
    expect(madeAt - Date.parse(reported.SettlementTime)).toBeGreaterThanOrEqual(HOUR_MS);
    expect(madeAt - Date.parse(reported.SettlementTime)).toBeLessThanOrEqual(72 * HOUR_MS);

    await simulator.restart();
    clock = new Date(clock.getTime() + HOUR_MS);
    const again = (await listed(`ModifiedAfter=${since}`)).filter((r) => r.TransactionId === reported.TransactionId);
    expect(again.map((r) => r.Id)).toEqual([about[0]!.Id]);
  });

  it('has a trade told after it settled reported no earlier than it was told, so that a participant\'s listing since then finds it', async () => {
    const late = tradeReported(true, { hoursAgo: 24 * 20 });
    const since = clock.toISOString();
    await tell(us, 'trades', { trades: [late] });
    const found = (await listed(`ModifiedAfter=${since}`)).filter((r) => r.TransactionId === late.TransactionId);
    expect(found).toHaveLength(1);
    expect(found[0]!.CreationTime).toBe(clock.toISOString());
  });

  it('plays the other side of our report on a told trade: it receives the report and closes it', async () => {
    const paid = tradeReported(false);
    await tell(us, 'trades', { trades: [paid] });
    const made = answered(await report(paid.TransactionId), 'CreateInfractionReportResponse').InfractionReport as Message;
    clock = new Date(clock.getTime() + 25 * HOUR_MS);
    const now = answered(await get(us, `/infraction-reports/${String(made.Id)}`), 'GetInfractionReportResponse').InfractionReport as Message;
    expect(now).toMatchObject({ Status: 'CLOSED', ReportedBy: 'DEBITED_PARTICIPANT', CreditedParticipant: PLAYED_BANK });
  });
});
