import type { SpiMessage } from './messages.js';

// One message of each kind, filled as the product and the SPI simulator fill them: what the tests
// write, sign, check against the schemas and read back.

const at = new Date('2026-03-02T13:45:10.123Z');
const PAYER_BANK = '12345678';
const PAYEE_BANK = '99999010';

export const SAMPLES: Record<SpiMessage['kind'], SpiMessage> = {
  'pacs.008': {
    kind: 'pacs.008', priority: 'HIGH', serviceLevel: 'PAGPRI',
    transactions: [{
      endToEndId: 'E1234567820260302134512345678901', amount: 123_456, acceptedAt: at, initiation: 'DICT',
      payer: { ispb: PAYER_BANK, branch: '1', number: '100200', type: 'CACC', document: '12345678909', name: 'Ana Souza & Filhos <Ltda>' },
      payee: { ispb: PAYEE_BANK, branch: '4000', number: '600000', type: 'TRAN', document: '11222333000181', key: 'loja@example.com' },
      purpose: 'IPAY', txid: 'pedido123', description: 'Pedido 123: 2 camisetas',
    }, {
      endToEndId: 'E12345678202603021345abcdefABCDE', amount: 7, acceptedAt: at, initiation: 'MANU',
      payer: { ispb: PAYER_BANK, number: '100201', type: 'SVGS', document: '98765432100', name: 'Bruno Lima' },
      payee: { ispb: PAYEE_BANK, number: '7', type: 'CACC', document: '52998224725' },
      purpose: 'IPAY',
    }],
  },
  'pacs.002': {
    kind: 'pacs.002',
    statuses: [
      { originalId: 'E1234567820260302134512345678901', originalEndToEndId: 'E1234567820260302134512345678901', status: 'ACSC', settledAt: at },
      { originalId: 'D9999901020260302134512345678901', originalEndToEndId: 'E1234567820260302134512345678901', status: 'RJCT', reason: { code: 'AM04', information: 'Saldo insuficiente na conta PI' } },
    ],
  },
  'pacs.004': {
    kind: 'pacs.004',
    returns: [{
      returnId: 'D9999901020260302134512345678901', originalEndToEndId: 'E1234567820260302134512345678901', amount: 50_000, priority: 'HIGH', reason: 'FR01',
      information: 'Devolução por fraude (MED)', description: 'Valor devolvido', originalPayerIspb: PAYER_BANK, originalPayeeIspb: PAYEE_BANK,
    }],
  },
  'camt.060': { kind: 'camt.060', requested: 'camt.052', owner: PAYER_BANK, from: '2026-03-02' },
  'camt.052': {
    kind: 'camt.052', query: 'M12345678abcdefghijklmnopqrstuvw', reportId: 'M00038166abcdefghijklmnopqrstuvw', from: new Date('2026-03-02T00:00:00.000Z'), to: at, account: PAYER_BANK,
    balances: [{ type: 'OPBD', amount: 10_000_000, at: new Date('2026-03-02T00:00:00.000Z') }, { type: 'ITBD', amount: -2_500, at }],
    totals: { credits: { count: 1, sum: 50_000 }, debits: { count: 1, sum: 123_456 } },
    movements: [
      { reference: '1', amount: 123_456, direction: 'DBIT', bookedAt: at, message: 'pacs.008', endToEndId: 'E1234567820260302134512345678901', payerIspb: PAYER_BANK, payeeIspb: PAYEE_BANK },
      { reference: '2', amount: 50_000, direction: 'CRDT', bookedAt: at, message: 'pacs.004', endToEndId: 'E1234567820260302134512345678901', returnId: 'D9999901020260302134512345678901', payerIspb: PAYEE_BANK, payeeIspb: PAYER_BANK },
    ],
  },
  'camt.053': {
    kind: 'camt.053', reportId: 'M00038166abcdefghijklmnopqrstuv2', from: new Date('2026-03-02T00:00:00.000Z'), to: at, account: PAYER_BANK,
    balances: [{ type: 'OPBD', amount: 10_000_000, at: new Date('2026-03-02T00:00:00.000Z') }, { type: 'CLBD', amount: 9_926_544, at }],
    totals: { credits: { count: 1, sum: 50_000 }, debits: { count: 1, sum: 123_456 } },
  },
  'admi.002': { kind: 'admi.002', reference: 'M12345678abcdefghijklmnopqrstuvw', reason: 'SCHEMA', at, location: 'line 12', description: 'Element IntrBkSttlmAmt: \'12,00\' is not a valid value' },
};
