import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pix, PixMessage } from '@wallet/spi-messages';
import { startSpiSimulator, type RunningSpiSimulator } from '../../../test-support/spi-simulator.js';
import { IcomClient, IcomRefusal, messageIdFor, type Received } from './client.js';

// The ICOM client against the SPI simulator's process: what it posts is taken once however often
// it is posted, what it reads is believed only signed and valid, and confirmed only once taken.

const OURS = '12345678';
let simulator: RunningSpiSimulator;
let client: IcomClient;
beforeAll(async () => {
  simulator = await startSpiSimulator({ participant: OURS });
  client = new IcomClient(simulator.endpoint);
});
afterAll(async () => {
  await client?.close();
  await simulator?.stop();
});

let sequence = 0;
function payout(amount: number): PixMessage {
  sequence += 1;
  const minute = new Date().toISOString().slice(0, 16).replace(/[-T:]/g, '');
  const pix: Pix = {
    endToEndId: `E${OURS}${minute}icomtest${String(sequence).padStart(3, '0')}`, amount, acceptedAt: new Date(), initiation: 'DICT',
    payer: { ispb: OURS, branch: '1', number: '100200', type: 'CACC', document: '12345678909', name: 'Ana Souza' },
    payee: { ispb: '60701190', branch: '4000', number: '600000', type: 'CACC', document: '52998224725', key: 'loja@example.com' },
    purpose: 'IPAY',
  };
  return { kind: 'pacs.008', priority: 'HIGH', serviceLevel: 'PAGPRI', transactions: [pix] };
}
async function readAll(): Promise<Received[]> {
  const read: Received[] = [];
  await client.drain(async (received) => { read.push(received); });
  return read;
}
const statuses = (read: Received[]) => read.flatMap((received) => ('message' in received && received.message.kind === 'pacs.002' ? received.message.statuses : []));

describe('the ICOM client', () => {
  it('posts a Pix under a message id made from its end-to-end id, so that sending it again settles nothing twice', async () => {
    const message = payout(4_321);
    const endToEndId = message.transactions[0]!.endToEndId;
    const messageId = messageIdFor(OURS, endToEndId);
    expect(messageId).toBe(messageIdFor(OURS, endToEndId));
    const sent = await client.send(message, messageId);
    const again = await client.send(message, messageId);
    expect(again.resourceId).toBe(sent.resourceId);
    const read = await readAll();
    expect(statuses(read)).toMatchObject([{ originalId: endToEndId, status: 'ACSC' }]);
    expect(read[0]).toMatchObject({ header: { from: '00038166', to: OURS } });
  });

  it('confirms a message only once it was taken: one whose taker failed is read again, once, when the SPI gives up the stream', async () => {
    const sent = [payout(101), payout(102), payout(103)];
    for (const message of sent) await client.send(message, messageIdFor(OURS, message.transactions[0]!.endToEndId));
    await expect(client.drain(async () => { throw new Error('the database is down'); })).rejects.toThrow('the database is down');
    // The stream it was on holds them until it has gone unused long enough (a second here).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ids = statuses(await readAll()).map((status) => status.originalId);
    expect(ids).toEqual(sent.map((message) => message.transactions[0]!.endToEndId));
    expect(statuses(await readAll())).toEqual([]);
  });

  it('posts several messages at once, and is refused whole for more than ten', async () => {
    const messages = [payout(1), payout(2)].map((message) => client.write(message, messageIdFor(OURS, message.transactions[0]!.endToEndId), new Date()));
    expect(await client.post(messages)).toHaveLength(2);
    await expect(client.post([])).rejects.toThrow(RangeError);
    await expect(client.post(Array.from({ length: 11 }, () => messages[0]!))).rejects.toThrow(RangeError);
  });

  it('takes a Pix from another bank to our customer off the stream, and reads the SPI\'s ACCC once we accept it', async () => {
    const endToEndId = await simulator.payIn({ payee: { ispb: OURS, branch: '1', number: '100200', type: 'CACC', document: '12345678909' }, amount: 9_900 });
    let incoming: Received | undefined;
    await client.drain(async (received) => { if ('message' in received && received.message.kind === 'pacs.008') incoming = received; });
    expect(incoming).toMatchObject({ message: { kind: 'pacs.008', transactions: [{ endToEndId, amount: 9_900, payee: { ispb: OURS, number: '100200' } }] } });
    await client.send({ kind: 'pacs.002', statuses: [{ originalId: endToEndId, originalEndToEndId: endToEndId, status: 'ACSP' }] }, messageIdFor(OURS, `answer:${endToEndId}`));
    expect(statuses(await readAll()).filter((status) => status.originalId === endToEndId)).toMatchObject([{ status: 'ACCC' }]);
  });

  it('is refused whole (4xx) as another participant, and a message it cannot take is told by an admi.002', async () => {
    const stranger = new IcomClient({ ...simulator.endpoint, ispb: '87654321' });
    await expect(stranger.post([client.write(payout(5), messageIdFor(OURS, 'stranger'), new Date())])).rejects.toThrow(IcomRefusal);
    await stranger.close();
    const broken = client.write(payout(6), messageIdFor(OURS, 'broken'), new Date()).replace('<IntrBkSttlmAmt Ccy="BRL">0.06', '<IntrBkSttlmAmt Ccy="BRL">0.07');
    await client.post([broken]);
    const rejections = (await readAll()).flatMap((received) => ('message' in received && received.message.kind === 'admi.002' ? [received.message] : []));
    expect(rejections).toMatchObject([{ reason: 'SIGNATURE', reference: messageIdFor(OURS, 'broken') }]);
  });
});
