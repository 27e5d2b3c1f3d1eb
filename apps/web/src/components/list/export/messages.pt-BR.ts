import type { Translated } from '../../../i18n/words';
import type { listExportWords as listExportWordsEnglish } from './messages';

export const listExportWords: Translated<typeof listExportWordsEnglish> = {
  button: 'Exportar',
  formats: 'Escolher o formato do arquivo',
  menu: 'Formatos de arquivo',
  csv: 'CSV (texto separado por vírgulas)',
  xlsx: 'Pasta de trabalho do Excel (XLSX)',
};
