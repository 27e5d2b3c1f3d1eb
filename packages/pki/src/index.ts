export { issueCertificate, makeAuthority, type Authority, type Issued } from './certificates.js';
export { certificateRefusal, type CertificateRefusal, type Signer, type Trust } from './trust.js';
export { peerParticipant } from './peer.js';
