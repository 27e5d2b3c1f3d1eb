import { defineWords } from '../../../i18n/words';

// With the lists, not in the catalogue the sign-in page loads.
export const listExportWords = defineWords({
  button: 'Export',
  formats: 'Choose the file format',
  menu: 'File formats',
  csv: 'CSV (comma-separated text)',
  xlsx: 'Excel workbook (XLSX)',
});
