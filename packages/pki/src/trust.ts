import { X509Certificate } from 'node:crypto';

// Whom a participant of the central bank's network (RSFN) believes: a certificate is taken only
// if one of the authorities it trusts issued it and it is valid at the moment checked. The DICT's
// and the SPI's signatures and mutual TLS all rest on this.

/** A signing identity (a participant's, a simulator's, an authority's): its private key and certificate, in PEM. */
export interface Signer { key: string; certificate: string }

/** What a receiver trusts: the authorities whose certificates sign, and the moment to check validity at. */
export interface Trust { authorities: readonly string[]; now?: Date }

/** Why a signer's certificate is not taken. */
export type CertificateRefusal = { refusal: 'expired' | 'untrusted'; detail: string };

/** Why `signer` is not to be believed under `trust`, or null when it is. */
export function certificateRefusal(signer: X509Certificate, trust: Trust): CertificateRefusal | null {
  const now = trust.now ?? new Date();
  if (now < new Date(signer.validFrom) || now > new Date(signer.validTo)) return { refusal: 'expired', detail: `the signer's certificate is valid from ${signer.validFrom} to ${signer.validTo}` };
  const issuer = trust.authorities.map((pem) => new X509Certificate(pem)).find((authority) => signer.checkIssued(authority) && signer.verify(authority.publicKey));
  if (!issuer) return { refusal: 'untrusted', detail: `the signer's certificate (${signer.subject.replaceAll('\n', ', ')}) is issued by no trusted authority` };
  return null;
}
