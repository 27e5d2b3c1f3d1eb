/** CPF as 000.000.000-00, CNPJ (numeric or alphanumeric) as 00.000.000/0000-00; anything else as stored. */
export function formatDocument(docType: 'CPF' | 'CNPJ', number: string): string {
  if (docType === 'CPF' && /^\d{11}$/.test(number)) return number.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (docType === 'CNPJ' && /^[0-9A-Z]{12}\d{2}$/i.test(number)) {
    return number.toUpperCase().replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
  }
  return number;
}

/**
 * An owner's CPF or CNPJ with its punctuation, where no document type comes with it (an account,
 * a trade's party, a fraud marker): a CPF has 11 digits and a CNPJ 14 characters, so the length
 * tells them apart.
 */
export const ownerDocument = (document: string) => formatDocument(document.length === 11 ? 'CPF' : 'CNPJ', document);

/** How a wallet user or merchant is named in a picker: "Ana Souza (529.982.247-25)". */
export const ownerLabel = (owner: { name: string; doc_type: 'CPF' | 'CNPJ'; doc_number: string }) =>
  `${owner.name} (${formatDocument(owner.doc_type, owner.doc_number)})`;
