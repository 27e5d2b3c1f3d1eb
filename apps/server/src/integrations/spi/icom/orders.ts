import type { PixAccount, PixMessage, ReturnMessage } from '@wallet/spi-messages';
import type { SpiParty, SpiPayoutOrder, SpiReturnOrder } from '../gateway.js';

// The SPI's messages of what the engine hands it: a payout as a pacs.008, a return as a pacs.004,
// each field cut to what the catalogue's schema takes.

/** An account as the catalogue takes it: the branch's digits (four at most, none for a payment account's), the number's letters and digits. */
function accountOf(party: SpiParty, type: PixAccount['type']): PixAccount {
  const branch = party.branch.replace(/\D/g, '').slice(-4);
  return {
    ispb: party.ispb, ...(branch ? { branch } : {}),
    number: party.account.replace(/[^0-9A-Za-z]/g, '').toUpperCase().slice(-20) || '0',
    type, document: party.document.replace(/\D/g, ''),
  };
}

/** A payout of ours as the pacs.008 the SPI takes: from one of our payment accounts, accepted now. */
export function pixMessageOf(order: SpiPayoutOrder, acceptedAt: Date): PixMessage {
  return {
    kind: 'pacs.008', priority: 'HIGH', serviceLevel: 'PAGPRI',
    transactions: [{
      endToEndId: order.endToEndId, amount: order.amount, acceptedAt, initiation: 'MANU',
      payer: { ...accountOf(order.payer, 'TRAN'), name: order.payer.name.slice(0, 140) || order.payer.document },
      payee: accountOf(order.payee, 'CACC'),
      purpose: 'IPAY',
    }],
  };
}

/** A return of ours as the pacs.004: the returned Pix was paid by the institution its end-to-end id names (`E` and its ISPB) to us. */
export function returnMessageOf(order: SpiReturnOrder, ourIspb: string): ReturnMessage {
  return {
    kind: 'pacs.004',
    returns: [{
      returnId: order.returnId, originalEndToEndId: order.originalEndToEndId, amount: order.amount, priority: 'HIGH', reason: order.reasonCode,
      originalPayerIspb: order.originalEndToEndId.slice(1, 9), originalPayeeIspb: ourIspb,
    }],
  };
}
