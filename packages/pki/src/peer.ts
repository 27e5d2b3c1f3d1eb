import type { TLSSocket } from 'node:tls';

/**
 * The participant a mutual-TLS peer is: the ISPB its client certificate names as its common name,
 * or null when it names none (the authority's trust was checked by the TLS handshake itself).
 */
export function peerParticipant(socket: TLSSocket): string | null {
  const name = socket.getPeerCertificate?.()?.subject?.CN;
  return typeof name === 'string' && /^[0-9A-Z]{8}$/.test(name) ? name : null;
}
