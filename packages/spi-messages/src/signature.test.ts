import { issueCertificate, makeAuthority } from '@wallet/pki';
import { describe, expect, it } from 'vitest';
import { SPI_ISPB } from './catalogue.js';
import { newMessageId } from './ids.js';
import { writeMessage } from './messages.js';
import { checkMessageSignature, signMessage } from './signature.js';
import { SAMPLES } from './test-messages.js';

const authority = makeAuthority('SPI test authority');
const participant = issueCertificate(authority, { name: '12345678' });
const trust = { authorities: [authority.certificate] };
const unsigned = writeMessage(SAMPLES['pacs.008'], { from: '12345678', to: SPI_ISPB, messageId: newMessageId('12345678'), createdAt: new Date('2026-03-02T13:45:11.000Z') });
const signed = signMessage(unsigned, participant);
const refusalOf = (xml: string, against = trust) => {
  const checked = checkMessageSignature(xml, against);
  return checked.ok ? 'ok' : checked.refusal;
};

describe('the SPI\'s signatures', () => {
  it('signs inside the header\'s Sgntr over the key info, the header and the document, and the receiver learns whose it is', () => {
    expect(signed).toMatch(/<Sgntr><ds:Signature xmlns:ds="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">/);
    expect(signed.match(/<ds:Reference( URI="[^"]*")?>/g)).toEqual(['<ds:Reference URI="#key-info-id">', '<ds:Reference URI="">', '<ds:Reference>']);
    const checked = checkMessageSignature(signed, trust);
    expect(checked.ok && checked.participant).toBe('12345678');
  });

  it('refuses a message changed after its signing: in its document, in its header, or a signature moved into the document', () => {
    expect(refusalOf(signed.replace('1234.56', '1234.57'))).toBe('invalid');
    expect(refusalOf(signed.replace(`<To><FIId><FinInstnId><Othr><Id>${SPI_ISPB}`, '<To><FIId><FinInstnId><Othr><Id>99999999'))).toBe('invalid');
    expect(refusalOf(signed.replace('Pedido 123', 'Pedido 124'))).toBe('invalid');
    const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/.exec(signed)![0];
    expect(refusalOf(signed.replace(signature, '').replace('<Purp>', `${signature}<Purp>`))).toBe('invalid');
    expect(refusalOf(signed.replace('</Sgntr>', `${signature}</Sgntr>`))).toBe('invalid');
  });

  it('refuses a signature whose certificate is swapped for another of the same authority', () => {
    const other = issueCertificate(authority, { name: '12345678' });
    const body = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
    expect(refusalOf(signed.replace(body(participant.certificate), body(other.certificate)))).toBe('invalid');
  });

  it('refuses a certificate of an authority it does not trust, or one expired or not yet valid', () => {
    expect(refusalOf(signMessage(unsigned, issueCertificate(makeAuthority('Someone else'), { name: '12345678' })))).toBe('untrusted');
    expect(refusalOf(signMessage(unsigned, issueCertificate(authority, { name: '12345678', validFrom: new Date('2024-01-01T00:00:00Z'), validDays: 30 })))).toBe('expired');
    expect(refusalOf(signMessage(unsigned, issueCertificate(authority, { name: '12345678', validFrom: new Date(Date.now() + 86_400_000) })))).toBe('expired');
  });

  it('refuses a message without its signature, and one whose references are not the layout\'s', () => {
    expect(refusalOf(unsigned)).toBe('missing');
    expect(refusalOf(signed.replace('<ds:Reference URI="">', '<ds:Reference URI="#header">'))).toBe('invalid');
    expect(refusalOf(signed.replace('Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"', 'Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"'))).toBe('invalid');
    expect(refusalOf('not XML at all')).toBe('invalid');
    expect(() => signMessage(signed, participant)).toThrow('signed already');
  });
});
