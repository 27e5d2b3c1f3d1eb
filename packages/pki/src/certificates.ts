import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { Signer } from './trust.js';

// Certificates for a central bank of our own: the simulators (the DICT's, the SPI's) and the
// product started side by side need an authority all trust, a server certificate for each
// simulator's HTTPS and a participant's for mutual TLS and signatures. The real ones come from the
// institution's certificate authority (docs/integrations.md); these are made here, with
// node-forge, since Node.js reads certificates but does not write them.

/** An authority that issues certificates: its key and self-signed certificate, in PEM. */
export type Authority = Signer;

const RSA_BITS = 2048;
const DAY_MS = 24 * 60 * 60 * 1000;

function serialNumber(): string {
  // Positive and minimally encoded, as DER asks: 16 bytes, the first below 0x80 and not zero.
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) || 1;
  return bytes.toString('hex');
}

/** Attempts at a certificate Node reads: node-forge now and then writes one (or its key) that OpenSSL refuses. */
const ATTEMPTS = 5;

/** `make` again until Node's X.509 and key readers take what it made. */
function readable(make: () => Signer): Signer {
  for (let attempt = 1; ; attempt += 1) {
    const made = make();
    try {
      new X509Certificate(made.certificate);
      createPrivateKey(made.key);
      return made;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

function newCertificate(subject: string, validFrom: Date, validDays: number) {
  const keys = forge.pki.rsa.generateKeyPair(RSA_BITS);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = serialNumber();
  certificate.validity.notBefore = validFrom;
  certificate.validity.notAfter = new Date(validFrom.getTime() + validDays * DAY_MS);
  certificate.setSubject([{ name: 'commonName', value: subject }]);
  return { keys, certificate };
}

/** A new authority, valid for `validDays` from now. */
export function makeAuthority(name: string, validDays = 3650): Authority {
  return readable(() => authorityOnce(name, validDays));
}

function authorityOnce(name: string, validDays: number): Authority {
  const { keys, certificate } = newCertificate(name, new Date(Date.now() - DAY_MS), validDays);
  certificate.setIssuer(certificate.subject.attributes);
  certificate.setExtensions([{ name: 'basicConstraints', cA: true, critical: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return { key: forge.pki.privateKeyToPem(keys.privateKey), certificate: forge.pki.certificateToPem(certificate) };
}

export interface Issued {
  /** The subject's common name: a participant's ISPB, or a server's host name. */
  name: string;
  /** The host names a server answers as (`localhost`), for its HTTPS certificate. */
  hosts?: readonly string[];
  /** From when it is valid (a day ago unless told), and for how many days. */
  validFrom?: Date;
  validDays?: number;
}

/** A certificate `authority` signs, for a server (with `hosts`) or a client, and its key. */
export function issueCertificate(authority: Authority, issued: Issued): Signer {
  return readable(() => issuedOnce(authority, issued));
}

function issuedOnce(authority: Authority, { name, hosts = [], validFrom = new Date(Date.now() - DAY_MS), validDays = 825 }: Issued): Signer {
  const { keys, certificate } = newCertificate(name, validFrom, validDays);
  const issuer = forge.pki.certificateFromPem(authority.certificate);
  certificate.setIssuer(issuer.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: hosts.length > 0, clientAuth: true },
    ...(hosts.length > 0 ? [{ name: 'subjectAltName', altNames: hosts.map((host) => (/^[\d.]+$/.test(host) ? { type: 7, ip: host } : { type: 2, value: host })) }] : []),
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(authority.key), forge.md.sha256.create());
  return { key: forge.pki.privateKeyToPem(keys.privateKey), certificate: forge.pki.certificateToPem(certificate) };
}
