import { describe, expect, it } from 'vitest';
import { caseDetail, refundRequest, sampleTrace } from './med-test-kit';
import { allowedTraceActions, chainAsk, chainRequests } from './trace-facts';

// The sample trail: the receiver (asked by the case's own request #4), a mule at Itaú (R$ 900,00),
// our customer Ana (R$ 400,00) and a mule at Banco do Brasil (R$ 600,00) past the Itaú one.
const payer = (overrides: Parameters<typeof caseDetail>[0] = {}) => caseDetail({ trace: sampleTrace(), ...overrides }, { side: 'payer' });
const askedHops = (detail: ReturnType<typeof payer>) => chainRequests(detail).map(({ hop, amount }) => [hop.id, amount]);

describe('the refund requests along the chain', () => {
  it('asks every account past the first at another institution for what reached it', () => {
    expect(askedHops(payer())).toEqual([[2, 90_000], [4, 60_000]]);
    expect(chainAsk(payer())).toEqual({ count: 2, total: 150_000 });
  });

  it('never asks more in all than is left of the Pix', () => {
    const detail = payer({ money: { amount: 150_000, held: 0, returned: 0, left: 100_000, available: 0, frozen: 0 } });
    expect(askedHops(detail)).toEqual([[2, 90_000], [4, 10_000]]);
  });

  it('skips an account asked already, but asks again one whose request was cancelled', () => {
    const detail = payer({ refund_requests: [refundRequest({ id: 7, role: 'requesting', hop_id: 2 }), refundRequest({ id: 8, role: 'requesting', hop_id: 4, status: 'CANCELLED', closed_at: new Date().toISOString() })] });
    expect(askedHops(detail)).toEqual([[4, 60_000]]);
  });

  it('is offered on the payer side only, to a member who may manage, on an open case', () => {
    expect(allowedTraceActions(payer(), true)).toEqual(['trace', 'trace_refunds']);
    expect(allowedTraceActions(caseDetail({ trace: sampleTrace() }), true)).toEqual(['trace']);
    expect(allowedTraceActions(payer(), false)).toEqual([]);
  });
});
