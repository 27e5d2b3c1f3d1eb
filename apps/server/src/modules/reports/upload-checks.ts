import { regulatory } from '@wallet/contracts';
import { refusalError } from '../../core/errors.js';

/** The types a replacement may declare: it is always the report's XML. */
const XML_TYPES = ['application/xml', 'text/xml'] as const;

const { RECEIPT_TYPES, UPLOAD_MAX_BYTES } = regulatory.reports;
const PDF_MAGIC = '%PDF-';
const BOM = '\uFEFF';
/** Text a receipt may hold: no control characters but tab, line feed, form feed and carriage return. */
const CONTROL = /(?![\t\n\f\r])\p{Cc}/u;

/** `text/XML; charset=utf-8` → `text/xml`. */
export const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** The file's name without any folder a browser or a tool put before it. */
export const baseName = (fileName: string) => fileName.split(/[\\/]/).pop()!.trim() || 'file';

/** UTF-8 text, or null when the bytes are not. A leading byte-order mark is dropped. */
function utf8Text(content: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(content);
    return text.startsWith(BOM) ? text.slice(BOM.length) : text;
  } catch {
    return null;
  }
}

/** What every upload must be: not empty, not above the limit, and of a type its kind takes. */
export function checkUploadBasics(kind: 'replacement' | 'receipt', file: regulatory.reports.UploadedFile): void {
  const size = file.content.byteLength;
  if (size === 0) throw refusalError(400, 'upload.empty', { file: baseName(file.file_name) });
  if (size > UPLOAD_MAX_BYTES) throw refusalError(400, 'upload.too_large', { size, max: UPLOAD_MAX_BYTES });
  const type = mediaTypeOf(file.content_type);
  const allowed: readonly string[] = kind === 'replacement' ? XML_TYPES : RECEIPT_TYPES;
  if (allowed.includes(type)) return;
  if (kind === 'replacement') {
    const types = XML_TYPES.join(' or ');
    throw type ? refusalError(400, 'upload.replacement_not_xml', { types, type }) : refusalError(400, 'upload.replacement_untyped', { types });
  }
  const types = RECEIPT_TYPES.join(', ');
  throw type ? refusalError(400, 'upload.receipt_wrong_type', { types, type }) : refusalError(400, 'upload.receipt_untyped', { types });
}

/** A receipt must be what its type says, judged by its first bytes: a PDF starts with %PDF-, XML with markup, text is text. */
export function checkReceiptContent(file: regulatory.reports.UploadedFile): void {
  const type = mediaTypeOf(file.content_type);
  if (type === 'application/pdf') {
    if (String.fromCharCode(...file.content.subarray(0, PDF_MAGIC.length)) !== PDF_MAGIC) {
      throw refusalError(400, 'upload.not_pdf', { file: baseName(file.file_name) });
    }
    return;
  }
  const text = utf8Text(file.content);
  if (text === null) throw refusalError(400, 'upload.not_utf8', { file: baseName(file.file_name), type });
  if (type !== 'text/plain' && !text.trimStart().startsWith('<')) {
    throw refusalError(400, 'upload.not_markup', { file: baseName(file.file_name) });
  }
  if (CONTROL.test(text)) throw refusalError(400, 'upload.control_characters', { file: baseName(file.file_name) });
}
