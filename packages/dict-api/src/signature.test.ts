import { describe, expect, it } from 'vitest';
import { issueCertificate, makeAuthority } from '@wallet/pki';
import { exampleText } from './documents.js';
import { readMessage } from './read-message.js';
import { checkMessageSignature, signMessage } from './signature.js';
import { writeMessage } from './write-message.js';

const authority = makeAuthority('Wallet Admin test authority');
const participant = issueCertificate(authority, { name: '12345678' });
const trust = { authorities: [authority.certificate] };
const message = () => writeMessage('CreateEntryRequest', readMessage(exampleText('./examples/entries/CreateEntryRequest.xml'), 'CreateEntryRequest').value);

describe('a DICT message signed and checked', () => {
  it('is signed in its first child and checked: the signer named, the covered XML read as the message', () => {
    const signed = signMessage(message(), participant);
    expect(signed).toMatch(/^<\?xml[^>]*\?><CreateEntryRequest><ds:Signature xmlns:ds="http:\/\/www.w3.org\/2000\/09\/xmldsig#">/);
    const checked = checkMessageSignature(signed, trust);
    if (!checked.ok) throw new Error(checked.detail);
    expect(checked.signer.subject).toBe('CN=12345678');
    expect(readMessage(checked.signed, 'CreateEntryRequest').value).toEqual(readMessage(message(), 'CreateEntryRequest').value);
  });

  it('refuses a message changed after signing', () => {
    const tampered = signMessage(message(), participant).replace('<Branch>0001</Branch>', '<Branch>0002</Branch>');
    expect(checkMessageSignature(tampered, trust)).toMatchObject({ ok: false, refusal: 'invalid' });
  });

  it('refuses a message without a signature, or with an element added beside the signed one', () => {
    expect(checkMessageSignature(message(), trust)).toMatchObject({ ok: false, refusal: 'missing' });
    const wrapped = signMessage(message(), participant).replace('</CreateEntryRequest>', '<Reason>FRAUD</Reason></CreateEntryRequest>');
    expect(checkMessageSignature(wrapped, trust)).toMatchObject({ ok: false, refusal: 'invalid' });
  });

  it('refuses a signature by a certificate no trusted authority issued', () => {
    const stranger = issueCertificate(makeAuthority('Someone else'), { name: '12345678' });
    expect(checkMessageSignature(signMessage(message(), stranger), trust)).toMatchObject({ ok: false, refusal: 'untrusted' });
  });

  it('refuses a signature by an expired certificate, or one not yet valid', () => {
    const expired = issueCertificate(authority, { name: '12345678', validFrom: new Date('2024-01-01T00:00:00Z'), validDays: 30 });
    expect(checkMessageSignature(signMessage(message(), expired), trust)).toMatchObject({ ok: false, refusal: 'expired' });
    const early = issueCertificate(authority, { name: '12345678', validFrom: new Date(Date.now() + 86_400_000) });
    expect(checkMessageSignature(signMessage(message(), early), trust)).toMatchObject({ ok: false, refusal: 'expired' });
  });
});
