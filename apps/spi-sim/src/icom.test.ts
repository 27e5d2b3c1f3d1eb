import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMessageId, signMessage, SPI_ISPB, writeMessage, type Pix, type PixMessage, type SpiMessage } from '@wallet/spi-messages';
import { endToEndIdOf } from './doors.js';
import { icomOf, startTestSpi, testCertificates, type TestParticipant } from './test-support.js';

const certificates = testCertificates();
const { us } = certificates;
const OPENING = 1_000_000;
let running: Awaited<ReturnType<typeof startTestSpi>>;
beforeAll(async () => { running = await startTestSpi(certificates, { openingBalance: OPENING, answerMs: 1_000 }); });
afterAll(() => running.close());
const icom = icomOf(certificates, () => running.origin);

/** A Pix of `amount` from our customer to an account at a participant the simulator plays. */
function pixOf(amount: number, payeeAccount = '600000'): PixMessage {
  const pix: Pix = {
    endToEndId: endToEndIdOf(us.ispb, new Date()), amount, acceptedAt: new Date(), initiation: 'MANU',
    payer: { ispb: us.ispb, branch: '1', number: '100200', type: 'CACC', document: '12345678909', name: 'Ana Souza' },
    payee: { ispb: '60701190', branch: '4000', number: payeeAccount, type: 'CACC', document: '52998224725' },
    purpose: 'IPAY',
  };
  return { kind: 'pacs.008', priority: 'HIGH', serviceLevel: 'PAGPRI', transactions: [pix] };
}
const kindsOf = (read: { message: SpiMessage }[]) => read.map(({ message }) => message.kind);
/** Our settlement account's balance, as a camt.053 tells it. */
async function balance(): Promise<number> {
  await icom.post(us, icom.signed(us, { kind: 'camt.060', requested: 'camt.053', owner: us.ispb, from: new Date().toISOString().slice(0, 10) }));
  const statement = (await icom.readAll(us)).find(({ message }) => message.kind === 'camt.053')!.message;
  return statement.kind === 'camt.053' ? statement.balances.at(-1)!.amount : NaN;
}
const statusesIn = (read: { message: SpiMessage }[]) => read.flatMap(({ message }) => (message.kind === 'pacs.002' ? message.statuses : []));

describe('the SPI simulator behind its ICOM', () => {
  it('settles a Pix to a played participant and tells the payer ACSC once, however often the message is posted', async () => {
    const before = await balance();
    const message = pixOf(12_345);
    const xml = icom.signed(us, message);
    const posted = await icom.post(us, xml);
    expect(posted.status).toBe(201);
    const again = await icom.post(us, xml);
    expect(again.headers['pi-resourceid']).toBe(posted.headers['pi-resourceid']);
    const read = await icom.readAll(us);
    expect(statusesIn(read)).toEqual([{ originalId: message.transactions[0]!.endToEndId, originalEndToEndId: message.transactions[0]!.endToEndId, status: 'ACSC', settledAt: expect.any(Date) }]);
    expect(read[0]!.header).toMatchObject({ from: '00038166', to: us.ispb });
    expect(await balance()).toBe(before - 12_345);
  });

  it('rejects a Pix to an account that does not exist (AC03), one our account cannot cover (AM04), and an end-to-end id used before (DUPL), moving nothing', async () => {
    const before = await balance();
    const missing = pixOf(100, '0');
    const tooMuch = pixOf(OPENING * 2);
    await icom.post(us, icom.signed(us, missing));
    await icom.post(us, icom.signed(us, tooMuch));
    const settled = pixOf(1);
    await icom.post(us, icom.signed(us, settled));
    await icom.post(us, icom.signed(us, settled));
    const codes = statusesIn(await icom.readAll(us)).map((status) => status.reason?.code ?? status.status);
    expect(codes).toEqual(['AC03', 'AM04', 'ACSC', 'DUPL']);
    expect(await balance()).toBe(before - 1);
  });

  it('refuses with an admi.002 what it cannot take: a broken signature, a message its schema refuses, one sent as another participant', async () => {
    const xml = icom.signed(us, pixOf(500));
    await icom.post(us, xml.replace('<IntrBkSttlmAmt Ccy="BRL">5.00', '<IntrBkSttlmAmt Ccy="BRL">6.00'));
    const unsigned = writeMessage(pixOf(500), { from: us.ispb, to: SPI_ISPB, messageId: newMessageId(us.ispb), createdAt: new Date() });
    await icom.post(us, signMessage(unsigned.replace(/<AccptncDtTm>[^<]+<\/AccptncDtTm>/, ''), us.signer));
    const asThem = icom.signed(certificates.them as TestParticipant, pixOf(500));
    await icom.post(us, asThem);
    const read = await icom.readAll(us);
    expect(read.map(({ message }) => (message.kind === 'admi.002' ? message.reason : message.kind))).toEqual(['SIGNATURE', 'SCHEMA', 'SENDER']);
  });

  it('passes a Pix from a played bank to us, settles it once we accept (ACCC), and rejects one we leave unanswered (AB03), a late answer changing nothing', async () => {
    const before = await balance();
    const payIn = async (amount: number) => JSON.parse((await icom.call(us.signer, 'POST', '/simulator/pix', JSON.stringify({ payee: { ispb: us.ispb, branch: '1', number: '100200', type: 'CACC', document: '12345678909' }, amount }), { 'content-type': 'application/json' })).body.toString()) as { endToEndId: string };
    const answered = await payIn(7_000);
    const ignored = await payIn(8_000);
    const incoming = (await icom.readAll(us)).filter(({ message }) => message.kind === 'pacs.008');
    expect(incoming.map(({ message }) => message.kind === 'pacs.008' && message.transactions[0]!.endToEndId)).toEqual([answered.endToEndId, ignored.endToEndId]);
    const accept = (id: string) => icom.signed(us, { kind: 'pacs.002', statuses: [{ originalId: id, originalEndToEndId: id, status: 'ACSP' }] });
    await icom.post(us, accept(answered.endToEndId));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await icom.post(us, accept(ignored.endToEndId));
    const statuses = statusesIn(await icom.readAll(us));
    expect(statuses.map((status) => [status.originalId, status.reason?.code ?? status.status])).toEqual([[answered.endToEndId, 'ACCC'], [ignored.endToEndId, 'AB03']]);
    expect(await balance()).toBe(before + 7_000);

    // Part of it returned, then more than is left: the second is refused.
    const returned = (amount: number, suffix: string): SpiMessage => ({ kind: 'pacs.004', returns: [{ returnId: `D${us.ispb}${answered.endToEndId.slice(9, 21)}${suffix}`, originalEndToEndId: answered.endToEndId, amount, priority: 'HIGH', reason: 'MD06', originalPayerIspb: '60701190', originalPayeeIspb: us.ispb }] });
    await icom.post(us, icom.signed(us, returned(5_000, 'aaaaaaaaaa1')));
    await icom.post(us, icom.signed(us, returned(2_001, 'aaaaaaaaaa2')));
    expect(statusesIn(await icom.readAll(us)).map((status) => status.reason?.code ?? status.status)).toEqual(['ACSC', 'AM09']);
    expect(await balance()).toBe(before + 2_000);
  });

  it('answers a camt.052 with the day\'s movements: each Pix and return, credited or debited', async () => {
    await icom.post(us, icom.signed(us, { kind: 'camt.060', requested: 'camt.052', owner: us.ispb, from: new Date().toISOString().slice(0, 10) }));
    const report = (await icom.readAll(us)).find(({ message }) => message.kind === 'camt.052')!.message;
    if (report.kind !== 'camt.052') throw new Error('no camt.052');
    const net = report.movements.reduce((sum, moved) => sum + (moved.direction === 'CRDT' ? moved.amount : -moved.amount), 0);
    expect(report.balances.map((held) => held.type)).toEqual(['OPBD', 'ITBD']);
    expect(report.balances[1]!.amount - report.balances[0]!.amount).toBe(net);
    expect(report.movements.map((moved) => moved.message)).toContain('pacs.004');
    expect(report.totals.credits.count + report.totals.debits.count).toBe(report.movements.length);
  });

  it('takes several messages in one multipart post, and a gzip-compressed one; refuses another content type whole', async () => {
    const [first, second] = [icom.signed(us, pixOf(10)), icom.signed(us, pixOf(20))];
    const boundary = 'parts';
    const body = [first, second].map((xml) => `--${boundary}\r\nContent-Type: application/xml; charset=utf-8\r\n\r\n${xml}\r\n`).join('') + `--${boundary}--\r\n`;
    const posted = await icom.post(us, body, { 'content-type': `multipart/mixed; boundary=${boundary}` });
    expect([posted.status, String(posted.headers['pi-resourceid']).split(',').length]).toEqual([201, 2]);
    expect((await icom.post(us, gzipSync(icom.signed(us, pixOf(30))), { 'content-type': 'application/xml; charset=utf-8', 'content-encoding': 'gzip' })).status).toBe(201);
    expect((await icom.post(us, icom.signed(us, pixOf(40)), { 'content-type': 'text/plain' })).status).toBe(415);
    expect(statusesIn(await icom.readAll(us)).map((status) => status.status)).toEqual(['ACSC', 'ACSC', 'ACSC']);
  });

  it('keeps six read streams a participant at most, gives a stream what no other holds, and reads nothing confirmed again after a restart', async () => {
    const opened = await Promise.all(Array.from({ length: 7 }, () => icom.call(us.signer, 'GET', `/api/v1/out/${us.ispb}/stream/start`)));
    expect(opened.map((reply) => reply.status).sort()).toEqual([204, 204, 204, 204, 204, 204, 429]);
    await Promise.all(opened.filter((reply) => reply.status === 204).map((reply) => icom.call(us.signer, 'DELETE', String(reply.headers['pi-pull-next']))));
    expect((await icom.call(us.signer, 'GET', `/api/v1/out/${certificates.them.ispb}/stream/start`)).status).toBe(403);

    await icom.post(us, icom.signed(us, pixOf(50)));
    const first = await icom.call(us.signer, 'GET', `/api/v1/out/${us.ispb}/stream/start`);
    expect(first.status).toBe(200);
    const other = await icom.call(us.signer, 'GET', `/api/v1/out/${us.ispb}/stream/start`);
    expect(other.status).toBe(204);
    await icom.call(us.signer, 'DELETE', String(other.headers['pi-pull-next']));
    // Closing the first confirms what it delivered: after a restart, nothing is read again.
    expect((await icom.call(us.signer, 'DELETE', String(first.headers['pi-pull-next']))).status).toBe(200);
    const balanceBefore = await balance();
    await running.close();
    running = await startTestSpi(certificates, { dataDir: running.dataDir, openingBalance: OPENING, answerMs: 1_000 });
    expect(kindsOf(await icom.readAll(us))).toEqual([]);
    expect(await balance()).toBe(balanceBefore);
  });

  it('takes no connection without a client certificate its authorities issued', async () => {
    await expect(icom.call(null, 'GET', `/api/v1/out/${us.ispb}/stream/start`)).rejects.toThrow();
  });

  it('does what it is told to do wrong: a status told late, a Pix left unanswered (AB03), a delivery repeated, a participant blocked (DS02)', async () => {
    const tell = (faults: Record<string, unknown>) => icom.call(us.signer, 'PUT', '/simulator/faults', JSON.stringify(faults), { 'content-type': 'application/json' });
    expect((await tell({ lateMs: -1 })).status).toBe(400);
    expect((await tell({ lateMs: 600, silentNext: 1, duplicateNext: 1 })).status).toBe(200);
    const silent = pixOf(11);
    await icom.post(us, icom.signed(us, silent));
    const late = pixOf(12);
    await icom.post(us, icom.signed(us, late));
    expect(statusesIn(await icom.readAll(us))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const told = statusesIn(await icom.readAll(us)).map((status) => [status.originalId, status.reason?.code ?? status.status]);
    // The late one's status, delivered twice (the first message queued after the fault was set), and the silent one's time-out.
    expect(told).toEqual(expect.arrayContaining([[late.transactions[0]!.endToEndId, 'ACSC'], [silent.transactions[0]!.endToEndId, 'AB03']]));
    expect(told.filter(([id]) => id === late.transactions[0]!.endToEndId)).toHaveLength(2);
    await tell({ blocked: [us.ispb] });
    await icom.post(us, icom.signed(us, pixOf(13)));
    expect(statusesIn(await icom.readAll(us)).map((status) => status.reason?.code)).toEqual(['DS02']);
    await tell({});
  });
});
