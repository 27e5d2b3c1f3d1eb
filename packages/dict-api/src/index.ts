export { OPENAPI_FOLDER, exampleText, openapi } from './documents.js';
export { operation, operations, type Body, type Operation } from './operations.js';
export { readMessage, type ReadMessage } from './read-message.js';
export { writeMessage } from './write-message.js';
export type { Message } from './xml-nodes.js';
export { schemaProblems } from './validation.js';
export { checkMessageSignature, signMessage, type CheckedSignature, type Signer, type SignatureRefusal, type Trust } from './signature.js';
export { issueCertificate, makeAuthority, type Authority, type Issued } from './certificates.js';
