import { createHash, createSign, createVerify, X509Certificate } from 'node:crypto';
import { DOMParser, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { certificateRefusal, type Signer, type Trust } from '@wallet/pki';
import { ExclusiveCanonicalization } from 'xml-crypto';

// The SPI's signatures (the Pix security manual's layout, as public SPI clients describe it): an
// XML Digital Signature inside the header's `Sgntr`, RSA with SHA-256 and exclusive
// canonicalisation, over three references: the signature's own `KeyInfo` (by its Id), the header
// (the empty URI, with the enveloped-signature transform: the header without the signature) and
// the `Document` (no URI). The signer's certificate is in the `KeyInfo`, so that the receiver knows
// whose it is and checks it against its trust. The references are computed here on the very
// elements the envelope holds, so no part can be swapped outside what was signed.

const XMLDSIG = 'http://www.w3.org/2000/09/xmldsig#';
const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const KEY_INFO_ID = 'key-info-id';

/** The three references, in their order: what each covers and the transforms it names. */
const REFERENCES = [
  { covers: 'KeyInfo', uri: `#${KEY_INFO_ID}`, transforms: [EXCLUSIVE_C14N] },
  { covers: 'AppHdr', uri: '', transforms: [ENVELOPED, EXCLUSIVE_C14N] },
  { covers: 'Document', uri: null, transforms: [EXCLUSIVE_C14N] },
] as const;

type Covered = (typeof REFERENCES)[number]['covers'];

const canonical = (node: Element): string => new ExclusiveCanonicalization().process(node as unknown as Parameters<ExclusiveCanonicalization['process']>[0], {});
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const elementChildren = (node: Element) => Array.from(node.childNodes).filter((child): child is Element => child.nodeType === 1);
const dsChildren = (node: Element, name: string) => elementChildren(node).filter((child) => child.namespaceURI === XMLDSIG && child.localName === name);

/** Thrown for a text that is not an envelope of the catalogue to sign or check. */
class NotAnEnvelope extends Error {}

/** The envelope's header, document and the header's signature slot; the envelope holds those two and nothing else. */
function partsOf(document: Document) {
  const envelope = document.documentElement;
  if (!envelope || envelope.localName !== 'Envelope') throw new NotAnEnvelope('the text is no message envelope');
  const [header, body, ...more] = elementChildren(envelope);
  if (header?.localName !== 'AppHdr' || body?.localName !== 'Document' || more.length > 0) throw new NotAnEnvelope('the envelope must hold an AppHdr and a Document, and nothing else');
  const slots = elementChildren(header).filter((child) => child.localName === 'Sgntr');
  if (slots.length !== 1) throw new NotAnEnvelope('the header must have one Sgntr');
  return { header, body, slot: slots[0]! };
}

/** What each reference covers, canonical: the key info, the header without its signature, the document. */
function coveredText(covers: Covered, parts: { header: Element; body: Element }, keyInfo: Element): string {
  if (covers === 'KeyInfo') return canonical(keyInfo);
  if (covers === 'Document') return canonical(parts.body);
  const header = parts.header.cloneNode(true) as Element;
  for (const signature of Array.from(header.getElementsByTagNameNS(XMLDSIG, 'Signature'))) signature.parentNode?.removeChild(signature);
  return canonical(header);
}

const parse = (xml: string) => new DOMParser({ onError: (level, message) => { if (level !== 'warning') throw new NotAnEnvelope(`not well-formed XML: ${message}`); } }).parseFromString(xml, 'text/xml');
const pemBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/** Signs an unsigned message: the signature goes into its header's empty `Sgntr`. */
export function signMessage(xml: string, signer: Signer): string {
  const document = parse(xml);
  const parts = partsOf(document);
  if (elementChildren(parts.slot).length > 0) throw new NotAnEnvelope('the message is signed already');
  const references = REFERENCES.map(({ uri, transforms }) => `<ds:Reference${uri === null ? '' : ` URI="${uri}"`}><ds:Transforms>${transforms.map((algorithm) => `<ds:Transform Algorithm="${algorithm}"/>`).join('')}</ds:Transforms><ds:DigestMethod Algorithm="${SHA256}"/><ds:DigestValue></ds:DigestValue></ds:Reference>`).join('');
  const signatureXml = `<ds:Signature xmlns:ds="${XMLDSIG}"><ds:SignedInfo><ds:CanonicalizationMethod Algorithm="${EXCLUSIVE_C14N}"/><ds:SignatureMethod Algorithm="${RSA_SHA256}"/>${references}</ds:SignedInfo><ds:SignatureValue></ds:SignatureValue><ds:KeyInfo Id="${KEY_INFO_ID}"><ds:X509Data><ds:X509Certificate>${pemBody(signer.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>`;
  const signature = document.importNode(parse(signatureXml).documentElement!, true) as Element;
  parts.slot.appendChild(signature);
  const [signedInfo] = dsChildren(signature, 'SignedInfo');
  const [keyInfo] = dsChildren(signature, 'KeyInfo');
  dsChildren(signedInfo!, 'Reference').forEach((reference, index) => {
    dsChildren(reference, 'DigestValue')[0]!.appendChild(document.createTextNode(sha256(coveredText(REFERENCES[index]!.covers, parts, keyInfo!))));
  });
  const value = createSign('RSA-SHA256').update(canonical(signedInfo!)).sign(signer.key, 'base64');
  dsChildren(signature, 'SignatureValue')[0]!.appendChild(document.createTextNode(value));
  return new XMLSerializer().serializeToString(document);
}

/** Why a signature is refused. */
export type SignatureRefusal = 'missing' | 'invalid' | 'untrusted' | 'expired';

export type CheckedSignature =
  | { ok: true; signer: X509Certificate; participant: string }
  | { ok: false; refusal: SignatureRefusal; detail: string };

const refused = (refusal: SignatureRefusal, detail: string): CheckedSignature => ({ ok: false, refusal, detail });
const algorithmOf = (node: Element | undefined) => node?.getAttribute('Algorithm') ?? null;
const textOf = (node: Element | undefined) => (node?.textContent ?? '').trim();

/** Whether the signed info names the layout's algorithms and its three references, in order, with these transforms. */
function layoutProblem(signedInfo: Element): string | null {
  if (algorithmOf(dsChildren(signedInfo, 'CanonicalizationMethod')[0]) !== EXCLUSIVE_C14N) return 'the signed info must be canonicalised exclusively';
  if (algorithmOf(dsChildren(signedInfo, 'SignatureMethod')[0]) !== RSA_SHA256) return 'the signature must be RSA with SHA-256';
  const references = dsChildren(signedInfo, 'Reference');
  if (references.length !== REFERENCES.length) return `the signature must have ${REFERENCES.length} references: the key info, the header and the document`;
  for (const [index, reference] of references.entries()) {
    const expected = REFERENCES[index]!;
    const uri = reference.hasAttribute('URI') ? reference.getAttribute('URI') : null;
    const transforms = dsChildren(dsChildren(reference, 'Transforms')[0] ?? reference, 'Transform').map((transform) => algorithmOf(transform));
    if (uri !== expected.uri || transforms.join(' ') !== expected.transforms.join(' ') || algorithmOf(dsChildren(reference, 'DigestMethod')[0]) !== SHA256) {
      return `reference ${index + 1} must cover the ${expected.covers}`;
    }
  }
  return null;
}

/**
 * Checks a received message's signature: one, in the header's `Sgntr`, in the layout above, each
 * reference's digest that of what it covers, made with a certificate one of the trusted
 * authorities issued and valid now. Answers the signer's participant (its certificate's common
 * name), which the receiver compares with the header's sender.
 */
export function checkMessageSignature(xml: string, trust: Trust): CheckedSignature {
  let parts: ReturnType<typeof partsOf>;
  let document: Document;
  try {
    document = parse(xml);
    parts = partsOf(document);
  } catch (error) {
    return refused('invalid', (error as Error).message);
  }
  const signatures = Array.from(document.getElementsByTagNameNS(XMLDSIG, 'Signature'));
  if (signatures.length === 0) return refused('missing', 'the message carries no signature');
  if (signatures.length > 1 || signatures[0]!.parentNode !== parts.slot) return refused('invalid', 'the message must carry one signature, in its header\'s Sgntr');
  const signature = signatures[0]!;
  const [signedInfo] = dsChildren(signature, 'SignedInfo');
  const keyInfo = dsChildren(signature, 'KeyInfo').find((node) => node.getAttribute('Id') === KEY_INFO_ID);
  if (!signedInfo || !keyInfo) return refused('invalid', 'the signature must have its signed info and its key info');
  let signer: X509Certificate;
  try {
    signer = new X509Certificate(`-----BEGIN CERTIFICATE-----\n${textOf(keyInfo.getElementsByTagNameNS(XMLDSIG, 'X509Certificate')[0])}\n-----END CERTIFICATE-----`);
  } catch {
    return refused('untrusted', 'the signature names no certificate');
  }
  const distrusted = certificateRefusal(signer, trust);
  if (distrusted) return refused(distrusted.refusal, distrusted.detail);
  const layout = layoutProblem(signedInfo);
  if (layout) return refused('invalid', layout);
  const references = dsChildren(signedInfo, 'Reference');
  for (const [index, reference] of references.entries()) {
    if (textOf(dsChildren(reference, 'DigestValue')[0]) !== sha256(coveredText(REFERENCES[index]!.covers, parts, keyInfo))) return refused('invalid', `the ${REFERENCES[index]!.covers} is not what was signed`);
  }
  const value = textOf(dsChildren(signature, 'SignatureValue')[0]);
  if (!createVerify('RSA-SHA256').update(canonical(signedInfo)).verify(signer.publicKey, value, 'base64')) return refused('invalid', 'the signature does not match the message');
  const participant = /(?:^|\n)CN=([^\n]+)/.exec(signer.subject)?.[1] ?? '';
  return { ok: true, signer, participant };
}
