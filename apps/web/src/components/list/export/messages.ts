import { defineWords } from '../../../i18n/words';

// With the lists, not in the catalogue the sign-in page loads.
export const listExportWords = defineWords({
  en: {
    button: 'Export',
    formats: 'Choose the file format',
    menu: 'File formats',
    csv: 'CSV (comma-separated text)',
    xlsx: 'Excel workbook (XLSX)',
  },
  'pt-BR': {
    button: 'Exportar',
    formats: 'Escolher o formato do arquivo',
    menu: 'Formatos de arquivo',
    csv: 'CSV (texto separado por vírgulas)',
    xlsx: 'Pasta de trabalho do Excel (XLSX)',
  },
});
