export { OPENAPI_FOLDER, exampleText, openapi } from './documents.js';
export { operation, operations, type Body, type Operation } from './operations.js';
export { readMessage, type ReadMessage } from './read-message.js';
export { writeMessage } from './write-message.js';
export type { Message } from './xml-nodes.js';
export { schemaProblems } from './validation.js';
export { checkMessageSignature, signMessage, type CheckedSignature, type SignatureRefusal } from './signature.js';
export { contentIdentifier, syncVerifier, type EntryAttributes } from './content-identifier.js';
export { KEY_MAX_LENGTH, KEY_PATTERNS, keyTypeOf, type KeyType } from './keys.js';
