import type { DictEntry } from '../directory.js';

// The parts of the DICT API's messages that several calls share, as the document's schemas name them.

/** An account (`Account`, `ClaimerAccount`): the participant, branch, number, type and opening date. */
export const accountMessage = (account: { ispb: string; branch: string; accountNumber: string; accountType: DictEntry['accountType']; openedAt: Date }) => ({
  Participant: account.ispb, Branch: account.branch, AccountNumber: account.accountNumber, AccountType: account.accountType, OpeningDate: account.openedAt.toISOString(),
});

/** A key's owner (`Owner`, `Claimer`): a person by a CPF, a company by a CNPJ. */
export const ownerMessage = (document: string, name: string) => ({ Type: document.length === 14 ? 'LEGAL_PERSON' : 'NATURAL_PERSON', TaxIdNumber: document, Name: name });

/** An entry's key, account and owner (`Entry`). */
export const entryMessage = (entry: DictEntry) => ({
  // The DICT makes an EVP key itself: a creation names none.
  ...(entry.keyType !== 'EVP' && { Key: entry.keyValue }),
  KeyType: entry.keyType,
  Account: accountMessage({ ...entry, openedAt: entry.accountOpenedAt }),
  Owner: ownerMessage(entry.ownerDocument, entry.ownerName),
});
