import { X509Certificate } from 'node:crypto';
import { DOMParser, type Document, type Node } from '@xmldom/xmldom';
import { certificateRefusal, type Signer, type Trust } from '@wallet/pki';
import { SignedXml } from 'xml-crypto';

// The DICT's signatures: XML Digital Signature, enveloped (a child of the message it signs), over
// the whole message (a reference with an empty URI), as the API's document asks ("Assinatura
// digital"). RSA with SHA-256, exclusive canonicalisation, and the signer's certificate in the
// signature's KeyInfo, so that the receiver knows whose it is and checks it against its trust.
const XMLDSIG = 'http://www.w3.org/2000/09/xmldsig#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/** Signs a message written without a signature: the `ds:Signature` becomes its first child. */
export function signMessage(xml: string, signer: Signer): string {
  const signed = new SignedXml({ privateKey: signer.key, publicCert: signer.certificate, signatureAlgorithm: RSA_SHA256, canonicalizationAlgorithm: EXCLUSIVE_C14N });
  signed.addReference({ xpath: '/*', digestAlgorithm: SHA256, transforms: [ENVELOPED, EXCLUSIVE_C14N], isEmptyUri: true });
  signed.computeSignature(xml, { prefix: 'ds', location: { reference: '/*', action: 'prepend' } });
  return signed.getSignedXml();
}

/** Why a signature is refused. */
export type SignatureRefusal = 'missing' | 'invalid' | 'untrusted' | 'expired';

export type CheckedSignature =
  | { ok: true; signer: X509Certificate; signed: string }
  | { ok: false; refusal: SignatureRefusal; detail: string };

const refused = (refusal: SignatureRefusal, detail: string): CheckedSignature => ({ ok: false, refusal, detail });

/** The signer's certificate, from the signature's KeyInfo. */
function signerOf(signature: Node): X509Certificate | null {
  const pem = SignedXml.getCertFromKeyInfo(signature.ownerDocument?.getElementsByTagNameNS(XMLDSIG, 'KeyInfo')[0] ?? null);
  if (!pem) return null;
  try {
    return new X509Certificate(pem);
  } catch {
    return null;
  }
}

/**
 * Checks a received message's signature: present once, whole (the one reference covers the whole
 * message, so no part can be added or swapped outside it), made with a certificate one of the
 * trusted authorities issued, within its validity. On success, `signed` is the XML the signature
 * covers, the one to read: not the received text, which may hold more.
 */
export function checkMessageSignature(xml: string, trust: Trust): CheckedSignature {
  let document: Document;
  try {
    document = new DOMParser().parseFromString(xml, 'text/xml');
  } catch (error) {
    return refused('invalid', `not well-formed XML: ${(error as Error).message}`);
  }
  const root = document.documentElement;
  const signatures = root ? Array.from(document.getElementsByTagNameNS(XMLDSIG, 'Signature')) : [];
  if (signatures.length === 0) return refused('missing', 'the message carries no signature');
  if (signatures.length > 1 || signatures[0]!.parentNode !== root) return refused('invalid', 'the message must carry one signature, as its root element\'s child');
  const signer = signerOf(signatures[0]!);
  if (!signer) return refused('untrusted', 'the signature names no certificate');
  const distrusted = certificateRefusal(signer, trust);
  if (distrusted) return refused(distrusted.refusal, distrusted.detail);
  const check = new SignedXml({ publicCert: signer.toString(), getCertFromKeyInfo: () => null });
  try {
    check.loadSignature(signatures[0]!);
    if (!check.checkSignature(xml)) return refused('invalid', 'the signature does not match the message');
  } catch (error) {
    return refused('invalid', (error as Error).message);
  }
  const references = check.getReferences();
  const signed = check.getSignedReferences();
  if (references.length !== 1 || references[0]!.uri !== '' || signed.length !== 1) return refused('invalid', 'the signature must cover the whole message, in one reference with an empty URI');
  return { ok: true, signer, signed: signed[0]! };
}
