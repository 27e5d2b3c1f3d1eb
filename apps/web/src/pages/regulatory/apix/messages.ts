import { defineWords } from '../../../i18n/words';

/** Words of the APIX monthly reports screen (`t('apix.…')`). */
const en = {
  type: { APIX001: 'APIX001 - Pix statistics' },
  filters: { months: 'Month', monthHint: 'YYYY-MM', status: 'Status', type: 'Report type' },
  columns: {
    month: 'Month', type: 'Type', status: 'Status', version: 'Version', file: 'File', replacement: 'Replacement', protocol: 'STA protocol',
    generated: 'Generated', submitted: 'Submitted', job: 'Generation', verdict: 'Central bank said', receipt: 'Receipt',
  },
  replacement: 'Replacement',
  job: { queued: 'Queued', running: 'Generating', failed: 'Failed: {{error}}', progressOf: 'Generation of {{month}}' },
  empty: 'No reports yet. Generate last month\'s with "Generate report".',
  generate: {
    button: 'Generate report', title: 'Generate a report', month: 'Month', monthHelp: 'A month that has ended, in Brasília time',
    type: 'Report type', notEnded: 'This month has not ended yet', invalidMonth: 'Enter a month as YYYY-MM',
    note: 'The file is computed from the month\'s trades in the background; the list shows its progress. A month already generated gets a new version.',
    submit: 'Generate', cancel: 'Cancel',
  },
  actions: {
    download: 'Download', downloadOf: 'Download {{file}}', upload: 'Upload a file', uploadOf: 'Upload a file to {{type}} {{month}}',
    submit: 'Submit to the central bank', submitOf: 'Submit {{type}} {{month}}', verdict: 'Record the verdict', verdictOf: 'Record the verdict on {{type}} {{month}}',
    log: 'Operation log', logOf: 'Operation log of {{type}} {{month}}',
  },
  submitConfirm: {
    title: 'Submit {{type}} {{month}} to the central bank?',
    message: 'Version {{version}} ({{file}}) will be sent through the STA.',
    replacement: 'Version {{version}} ({{file}}) will be sent through the STA as a replacement of the file filed before.',
    final: 'Until the central bank answers, the report cannot be generated again or replaced.',
  },
  upload: {
    title: 'Upload a file to {{type}} {{month}}', kind: 'What is it?',
    replacement: 'A corrected XML file: it becomes version {{version}} and is submitted as a replacement',
    receipt: 'The central bank\'s receipt of the submission (PDF, XML or text)',
    file: 'File', choose: 'Choose a file', none: 'No file chosen', chosen: '{{name}}, {{size}}',
    tooBig: 'The file is {{size}} bytes; at most {{max}} bytes (5 MB) may be uploaded', empty: 'The file is empty', missing: 'Choose a file to upload',
    wrongType: 'This file is {{type}}; a {{kind}} must be {{allowed}}', unknownType: 'of an unknown type',
    kinds: { replacement: 'replacement', receipt: 'receipt' }, submit: 'Upload', cancel: 'Cancel',
  },
  verdict: {
    title: 'The central bank\'s verdict on {{type}} {{month}}', choice: 'Verdict', accepted: 'Accepted', rejected: 'Rejected',
    reasonHelp: 'What the central bank said', submit: 'Record', cancel: 'Cancel',
  },
  log: {
    title: 'Operation log: {{type}} {{month}}', columns: { at: 'When', action: 'Action', version: 'Version', actor: 'By', details: 'Details' },
    action: {
      generate: 'Generation asked', generated: 'Generated', generation_failed: 'Generation failed', download: 'Downloaded',
      upload_replacement: 'Replacement uploaded', upload_receipt: 'Receipt uploaded', submit: 'Submitted', accept: 'Accepted', reject: 'Rejected',
    },
    loading: 'Loading the log', empty: 'Nothing has been done to this report yet.', error: 'The log could not be loaded.', retry: 'Try again', close: 'Close',
  },
};

export const apixWords = defineWords(en);
