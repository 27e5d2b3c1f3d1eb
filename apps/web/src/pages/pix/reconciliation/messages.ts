import { defineWords } from '../../../i18n/words';

/** Words of the reconciliation screen, loaded with its code (`t('reconciliation.…')`). */
const en = {
  intro: 'Every night each key type of ours is verified with the DICT: the XOR of our keys’ content identifiers (VSync) against the DICT’s. When they differ, the DICT’s list of identifiers says which entries differ, and each is fixed at the DICT with the reason RECONCILIATION. A key with a claim running is left to its claim.',
  run: 'Verify now',
  unavailable: 'The DICT simulated in this process keeps no content identifiers: there is nothing to reconcile. Point the server at a DICT (DICT_URL) to verify against it.',
  empty: 'No verification yet: the first runs tonight, or now with “Verify now”.',
  failed: 'The verifications could not be loaded.',
  retry: 'Try again',
  loading: 'Loading the verifications',
  table: 'Sync verifications with the DICT',
  columns: { startedAt: 'Started', keyType: 'Key type', result: 'Result', keys: 'Our keys', fixes: 'Fixed', startedBy: 'By' },
  results: { OK: 'Equal', NOK: 'Differed', failed: 'DICT did not answer' },
  nightly: 'Nightly',
  fixesOf: 'What the verification of {{keyType}} at {{time}} fixed',
  noFixes: 'Nothing to fix.',
  fixColumns: { key: 'Key', action: 'Fix', outcome: 'Outcome', error: 'The DICT said' },
  actions: {
    created: 'Created at the DICT (it had no entry)',
    updated: 'Updated at the DICT (account or owner not ours)',
    deleted: 'Deleted at the DICT (an entry we do not hold)',
    adopted: 'Request id kept (the entry was ours)',
  },
  outcomes: { done: 'Done', refused: 'Refused' },
  fixedCount: '{{done}} of {{count}}',
};

export const reconciliationWords = defineWords(en);
