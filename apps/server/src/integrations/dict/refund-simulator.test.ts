import { describe, expect, it } from 'vitest';
import type { DictRefundRequest, ReceivedPix } from './refund-requests.js';
import { requestAbout, SimulatedRefundRequests } from './refund-simulator.js';

const US = '12345678';
const THEM = '60701190';
const HOUR = 3_600_000;
const T0 = new Date('2026-03-02T12:00:00Z');
const EPOCH = new Date(0);
const WEEK_LATER = new Date(T0.getTime() + 7 * 24 * HOUR);

/** Pay-ins of ours, paid at T0, that the simulated payer's institution asks back. */
function askedBack(count: number): ReceivedPix[] {
  const found: ReceivedPix[] = [];
  for (let n = 0; found.length < count; n++) {
    const pix = { endToEndId: `E${THEM}202603021200${String(n).padStart(11, '0')}`, amount: 70_000, payerIspb: THEM, createdAt: T0 };
    if (requestAbout(pix, US)) found.push(pix);
  }
  return found;
}

describe('requests other institutions make to us', () => {
  it('arrive for the pay-ins the payer’s institution asks back, once each', async () => {
    const dict = new SimulatedRefundRequests(US);
    const pix = askedBack(2);
    dict.simulation.tell({ payins: pix });
    const arrived = await dict.listModifiedSince(EPOCH, WEEK_LATER);
    expect(arrived.map((r) => r.endToEndId).sort()).toEqual(pix.map((p) => p.endToEndId).sort());
    expect(arrived.every((r) => r.status === 'OPEN' && r.contestedIspb === US && r.requesterIspb === THEM)).toBe(true);
    expect(await dict.listModifiedSince(EPOCH, WEEK_LATER)).toHaveLength(2);
  });

  it('do not arrive a second time for a Pix that already has a request about it', async () => {
    const dict = new SimulatedRefundRequests(US);
    const [pix, other] = askedBack(2);
    const held: DictRefundRequest = { ...requestAbout(pix!, US)!, id: 'a1b2c3d4-0000-4000-8000-000000000001', createdAt: T0, modifiedAt: T0 };
    dict.simulation.tell({ requests: [held], payins: [pix!, other!] });
    const onThatPix = (await dict.listModifiedSince(EPOCH, WEEK_LATER)).filter((r) => r.endToEndId === pix!.endToEndId);
    expect(onThatPix.map((r) => r.id)).toEqual([held.id]);
    expect((await dict.listModifiedSince(EPOCH, WEEK_LATER)).map((r) => r.endToEndId)).toContain(other!.endToEndId);
  });
});
