import { describe, expect, it } from 'vitest';
import { contentIdentifier, syncVerifier } from './content-identifier.js';

// The worked examples of the API's document, section "Reconciliação".
describe('reconciliation as the DICT computes it', () => {
  it('gives the document\'s CID for its entry and request id bytes', () => {
    const entry = { keyType: 'PHONE', key: '+5511987654321', ownerTaxIdNumber: '11122233300', ownerName: 'João Silva', participant: '12345678', branch: '00001', accountNumber: '0007654321', accountType: 'CACC' };
    expect(contentIdentifier(entry, Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]))).toBe('28c06eb41c4dc9c3ae114831efcac7446c8747777fca8b145ecd31ff8480ae88');
    expect(contentIdentifier(entry, '01020304-0506-0708-090a-0b0c0d0e0f10')).toBe('28c06eb41c4dc9c3ae114831efcac7446c8747777fca8b145ecd31ff8480ae88');
  });

  it('gives the document\'s VSync for its three CIDs, and zeros for none', () => {
    const cids = ['28c06eb41c4dc9c3ae114831efcac7446c8747777fca8b145ecd31ff8480ae88', '4d4abb9168114e349672b934d16ed201a919cb49e28b7f66a240e62c92ee007f', 'fce514f84f37934bc8aa0f861e4f7392273d71b9d18e8209d21e4192a7842058'];
    expect(syncVerifier(cids)).toBe('996fc1dd3b6b14bcf0c9fe8320eb66d7e2a3fd874ccf767b2e939641b1ea8eaf');
    expect(syncVerifier([])).toBe('0'.repeat(64));
  });
});
