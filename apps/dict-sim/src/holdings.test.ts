import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Message } from '@wallet/dict-api';
import { issueCertificate } from '@wallet/pki';
import { emailKey, answerReader, callAs, startTestSimulator, testCertificates } from './test-support.js';

const certificates = testCertificates();
const OURS = '12345678';
const PLAYED_DONOR = '60701190';
const DAY_MS = 86_400_000;
let clock = new Date('2026-05-04T12:00:00Z');
let simulator: Awaited<ReturnType<typeof startTestSimulator>>;
beforeAll(async () => { simulator = await startTestSimulator(certificates, { now: () => clock }); });
afterAll(() => simulator.close());
const { answered } = answerReader(certificates.authority.certificate);

const origin = () => new URL(simulator.url).origin;
const tell = (body: unknown, as = certificates.participant) => callAs(as, certificates.authority.certificate, 'PUT', `${origin()}/simulator/holdings`, JSON.stringify(body), { 'content-type': 'application/json' });
const THEIRS = { ispb: '87654321', signer: issueCertificate(certificates.authority, { name: '87654321' }) };
const US = { ispb: OURS, signer: certificates.participant };
/** A look-up of a key by a participant (ours, of a key of our own, is a book transfer the DICT does not answer). */
const lookUp = (key: string, as = US) => callAs(as.signer, certificates.authority.certificate, 'GET', `${simulator.url}/entries/${encodeURIComponent(key)}`, undefined, {
  'PI-RequestingParticipant': as.ispb, 'PI-PayerId': '98765432100', 'PI-EndToEndId': `E${as.ispb}${Date.now()}`,
});
const getClaim = (id: string) => callAs(certificates.participant, certificates.authority.certificate, 'GET', `${simulator.url}/claims/${id}`, undefined, { 'PI-RequestingParticipant': OURS });

/** A participant no test calls as: named as the other side of a report told, the simulator plays it. */
const BANK = '90400888';
/** Our open report, made at the clock's time, on a Pix we paid to `credited`. */
const report = (credited: string) => {
  const made = clock.toISOString();
  return {
    Id: randomUUID(), TransactionId: `E${OURS}202605031200${randomUUID().replace(/-/g, '').slice(0, 11)}`, InfractionType: 'FRAUD', ReportDetails: 'Golpe do falso leilão',
    ReportedBy: 'DEBITED_PARTICIPANT', DebitedParticipant: OURS, CreditedParticipant: credited, Status: 'OPEN', CreationTime: made, LastModified: made,
  };
};
const getReport = (id: string) => callAs(certificates.participant, certificates.authority.certificate, 'GET', `${simulator.url}/infraction-reports/${id}`, undefined, { 'PI-RequestingParticipant': OURS });

const ANA = { Type: 'NATURAL_PERSON', TaxIdNumber: '11122233300', Name: 'Ana Souza' };
const account = (participant: string) => ({ Participant: participant, Branch: '0001', AccountNumber: '0000012345', AccountType: 'CACC', OpeningDate: '2020-01-10T03:00:00Z' });
const entry = (key: string, participant = OURS) => ({ Key: key, KeyType: 'EMAIL', Account: account(participant), Owner: ANA, CreationDate: '2026-01-02T10:00:00Z', KeyOwnershipDate: '2026-01-02T10:00:00Z' });
/** Our ownership claim, opened three days before the clock, on a key a participant the simulator plays holds. */
const claim = (key: string) => {
  const opened = clock.getTime() - 3 * DAY_MS;
  return {
    Type: 'OWNERSHIP', Key: key, KeyType: 'EMAIL', ClaimerAccount: account(OURS), Claimer: ANA, DonorParticipant: PLAYED_DONOR, Id: randomUUID(), Status: 'OPEN',
    ResolutionPeriodEnd: new Date(opened + 7 * DAY_MS).toISOString(), CompletionPeriodEnd: new Date(opened + 7 * DAY_MS).toISOString(), LastModified: new Date(opened).toISOString(),
  };
};

describe('the DICT simulator told what a participant\'s DICT holds already', () => {
  it('keeps the entries and claims told, with their dates, once: a repeat changes nothing', async () => {
    const key = emailKey(false);
    const told = claim(emailKey(false));
    const first = await tell({ entries: [entry(key)], claims: [told] });
    expect([first.status, JSON.parse(first.body)]).toEqual([200, { entries: 1, claims: 1, infractionReports: 0 }]);
    const again = await tell({ entries: [entry(key)], claims: [told] });
    expect(JSON.parse(again.body)).toEqual({ entries: 0, claims: 0, infractionReports: 0 });

    const found = answered(await lookUp(key, THEIRS), 'GetEntryResponse').Entry as Message;
    expect([found.CreationDate, (found.Account as Message).Participant]).toEqual(['2026-01-02T10:00:00Z', OURS]);
    // The claim's key is held by the donor it names, and the donor the simulator plays answers it as any other.
    const holder = answered(await lookUp(told.Key), 'GetEntryResponse').Entry as Message;
    expect((holder.Account as Message).Participant).toBe(PLAYED_DONOR);
    clock = new Date(clock.getTime() + DAY_MS);
    const now = answered(await getClaim(told.Id), 'GetClaimResponse').Claim as Message;
    expect(now.Status).not.toBe('OPEN');
  });

  it('keeps the infraction reports told, once, and plays the other side they name', async () => {
    const told = report(BANK);
    expect(JSON.parse((await tell({ infractionReports: [told] })).body)).toEqual({ entries: 0, claims: 0, infractionReports: 1 });
    expect(JSON.parse((await tell({ infractionReports: [told] })).body)).toMatchObject({ infractionReports: 0 });
    const held = answered(await getReport(told.Id), 'GetInfractionReportResponse').InfractionReport as Message;
    expect([held.Status, held.CreationTime]).toEqual(['OPEN', told.CreationTime]);
    // The bank it names, which calls the simulator for nothing, is played: it receives the report and answers it.
    clock = new Date(clock.getTime() + DAY_MS + 3_600_000);
    const answeredNow = answered(await getReport(told.Id), 'GetInfractionReportResponse').InfractionReport as Message;
    expect(answeredNow.Status).toBe('CLOSED');
  });

  it('refuses, changing nothing, an entry of another participant\'s account, a claim the caller is no side of, and what the schemas refuse', async () => {
    const mine = emailKey(false);
    const other = THEIRS.signer;
    const refusals: [unknown, number, typeof other?][] = [
      [{ entries: [entry(mine), entry(emailKey(false), '87654321')] }, 403],
      [{ entries: [], claims: [claim(emailKey(false))] }, 403, other],
      [{ entries: [entry(mine), { ...entry(emailKey(false)), KeyType: 'FAX' }] }, 400],
      [{ entries: [entry(mine)], claims: [{ ...claim(emailKey(false)), Id: 'not-a-uuid' }] }, 400],
      [[entry(mine)], 400],
      [{ entries: [entry(mine)], infractionReports: [{ ...report('11111111'), DebitedParticipant: '22222222' }] }, 403],
      [{ entries: [entry(mine)], infractionReports: [{ ...report(BANK), Status: 'RECEIVED' }] }, 400],
    ];
    for (const [body, status, as] of refusals) {
      const reply = await tell(body, as);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    expect((await lookUp(mine, THEIRS)).status).toBe(404);
  });
});
