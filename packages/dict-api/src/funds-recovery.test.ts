import { describe, expect, it } from 'vitest';
import { operation } from './operations.js';
import { readMessage } from './read-message.js';
import { schemaProblems } from './validation.js';
import { writeMessage } from './write-message.js';
import type { Message } from './xml-nodes.js';

// MED 2.0's funds recovery (med2/), written in the published document's style: its calls are
// operations like the document's, and its messages go to XML and back as the document's do.

const recovery: Message = {
  Id: '4c0ad6f5-1a9f-4a57-94f3-1f1a5f0c9e11', RootTransactionId: 'E12345678202612031200abcdefghijk', SituationType: 'SCAM', ReportDetails: 'Falso vendedor',
  Status: 'REFUNDING', ReporterParticipant: '12345678', ContestedAmount: 800.5, RecoveredAmount: 0,
  TrackedTransactions: [
    { TransactionId: 'E12345678202612031200abcdefghijk', Layer: 1, DebitedParticipant: '12345678', CreditedParticipant: '60701190', Amount: 800.5, SettlementTime: '2026-12-03T12:00:00Z', HeldAmount: 500, AnalysisResult: 'AGREED' },
    { TransactionId: 'E60701190202612031230abcdefghijk', Layer: 2, DebitedParticipant: '60701190', CreditedParticipant: '18236120', Amount: 300.5, SettlementTime: '2026-12-03T12:30:00Z', HeldAmount: 300.5 },
  ],
  CreationTime: '2026-12-03T13:00:00Z', LastModified: '2026-12-03T13:05:00Z',
};
const answer = { ResponseTime: '2026-12-03T13:05:00Z', CorrelationId: 'a9f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5', FundsRecovery: recovery };

describe('the funds recovery\'s calls and messages', () => {
  it('are operations of the API, with their bodies\' schemas', () => {
    expect(operation('createFundsRecovery')).toMatchObject({ method: 'post', path: '/funds-recoveries/', published: false, request: { schema: 'CreateFundsRecoveryRequest' }, responses: { 201: { schema: 'CreateFundsRecoveryResponse' } } });
    expect(operation('cancelFundsRecovery').path).toBe('/funds-recoveries/{FundsRecoveryId}/cancel');
    expect(operation('listFundsRecoveries').responses[200]!.schema).toBe('ListFundsRecoveriesResponse');
  });

  it('go to XML and back, the trail a list of tracked transactions, amounts with their two decimals', () => {
    const xml = writeMessage('GetFundsRecoveryResponse', answer);
    expect(xml).toContain('<GetFundsRecoveryResponse><ResponseTime>');
    expect(xml).toContain('<TrackedTransactions><TrackedTransaction><TransactionId>');
    expect(xml).toContain('<ContestedAmount>800.50</ContestedAmount>');
    const read = readMessage(xml, 'GetFundsRecoveryResponse');
    expect(read.problems).toEqual([]);
    expect(read.value).toEqual(answer);
    expect(schemaProblems('GetFundsRecoveryResponse', read.value)).toEqual([]);
  });

  it('are checked against their schemas: states, layers, the ISPBs and the end-to-end ids the document has', () => {
    const wrong = (change: Message) => schemaProblems('GetFundsRecoveryResponse', { ...answer, FundsRecovery: { ...recovery, ...change } });
    expect(wrong({ Status: 'OPEN' })).not.toEqual([]);
    expect(wrong({ ReporterParticipant: '1234' })).not.toEqual([]);
    expect(wrong({ RootTransactionId: 'E123' })).not.toEqual([]);
    expect(wrong({ TrackedTransactions: [{ ...(recovery.TrackedTransactions as Message[])[0], Layer: 6 }] })).not.toEqual([]);
    expect(schemaProblems('CreateFundsRecoveryRequest', { Participant: '12345678', FundsRecovery: { RootTransactionId: recovery.RootTransactionId, SituationType: 'SCAM' } })).toEqual([]);
    expect(schemaProblems('CreateFundsRecoveryRequest', { Participant: '12345678', FundsRecovery: { RootTransactionId: recovery.RootTransactionId, SituationType: 'PHISHING' } })).not.toEqual([]);
  });
});
