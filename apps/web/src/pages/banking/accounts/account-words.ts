import { formatDocument } from '../../../format/document';

/**
 * The owner's CPF or CNPJ with its punctuation. The account carries no document type: a CPF has
 * 11 digits and a CNPJ 14 characters, so the length tells them apart.
 */
export const ownerDocument = (document: string) => formatDocument(document.length === 11 ? 'CPF' : 'CNPJ', document);
