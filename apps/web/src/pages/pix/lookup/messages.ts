import { defineWords } from '../../../i18n/words';

/** Words of the key look-up screen, loaded with its code (`t('lookup.…')`). */
const en = {
  intro: 'Look a Pix key up at the DICT as any participant sees it: its owner, their masked document, the institution and the key’s fraud statistics.',
  audited: 'Every look-up is audited: who looked, which key, and what the DICT answered. Look a key up only for a payment or a case you are working on.',
  key: 'Pix key',
  keyHelp: 'A CPF, CNPJ, e-mail, phone (+55…) or random key, as the DICT stores it',
  payer: 'For a payment by (CPF or CNPJ)',
  payerHelp: 'The customer about to pay the key: the DICT counts look-ups against their limit. Empty: the institution',
  submit: 'Look up',
  notFound: 'The DICT has no such key',
  failed: 'The look-up failed',
  result: 'Key {{key}}',
  facts: {
    keyType: 'Key type', owner: 'Owner', document: 'Document', ownerType: 'Person', institution: 'Institution', account: 'Branch / account',
    created: 'Key created', ours: 'Ours', oursYes: 'Yes: see our key', oursNo: 'No, it is held at another participant',
  },
  ownerType: { NATURAL_PERSON: 'Natural person (CPF)', LEGAL_PERSON: 'Legal person (CNPJ)' },
  statistics: 'Fraud statistics of key {{key}}',
};

export const lookupWords = defineWords(en);
