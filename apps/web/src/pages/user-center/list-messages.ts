import { defineWords } from '../../i18n/words';

/** Words of the user and merchant list screens (English; pt-BR in list-messages.pt-BR.ts). */
const listMessagesEn = {
  columns: {
    name: 'Name',
    document: 'Document',
    email: 'E-mail',
    phone: 'Phone',
    status: 'Status',
    kyc: 'KYC',
    created: 'Created',
  },
  filters: {
    status: 'Status',
    docType: 'Document type',
    keyword: 'Name, e-mail, phone or document',
    created: 'Created',
  },
  openDetail: 'Open the detail of {{name}}',
  createUser: 'Create user',
  createMerchant: 'Create merchant',
  actions: {
    block: 'Block',
    unblock: 'Unblock',
    resetPassword: 'Reset password',
    blockOf: 'Block {{name}}',
    unblockOf: 'Unblock {{name}}',
    resetPasswordOf: 'Reset password of {{name}}',
  },
  block: {
    blockTitle: 'Block {{name}}',
    unblockTitle: 'Unblock {{name}}',
    blockIntro: 'A blocked account cannot sign in or move money until it is unblocked.',
    unblockIntro: 'The account can sign in and move money again.',
    reason: 'Reason',
    reasonHelp: '3 to 500 characters, kept in the status history',
    reasonTooShort: 'Write at least 3 characters',
    reasonTooLong: 'Write at most 500 characters',
  },
  reset: {
    confirmTitle: 'Reset password',
    confirmMessage: 'Issue a temporary password for {{name}}? The current one stops working.',
    title: 'Temporary password for {{name}}',
    password: 'Temporary password',
    copy: 'Copy',
    copyPassword: 'Copy the temporary password',
    expires: 'Expires',
    shownOnce: 'This password will not be shown again. Copy it now and hand it to the account holder through a safe channel.',
    close: 'Close',
  },
  create: {
    titleUser: 'Create user',
    titleMerchant: 'Create merchant',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    phoneHelp: '+55, the area code and the number',
    docType: 'Document type',
    docTypeUserHelp: 'A wallet user is a natural person: CPF',
    docNumber: 'Document number',
    docNumberHelp: 'With or without punctuation',
    submit: 'Create',
    errors: {
      name: 'must be 3 to 120 characters',
      email: 'is not a valid e-mail address',
      phone: 'must be +55, the area code and 8 or 9 digits',
      docNumber: 'is not a valid {{type}}',
      docType: 'a wallet user is a natural person: CPF',
    },
  },
};

export const userListWords = defineWords(listMessagesEn);
