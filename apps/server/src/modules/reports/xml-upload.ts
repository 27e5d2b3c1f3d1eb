import { refusalError } from '../../core/errors.js';
import { NOT_XML } from './xml-text.js';

/** Encodings an uploaded XML file may be told apart by, before any of it is read as text. */
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const OTHER_ENCODINGS: readonly { name: string; starts: readonly number[] }[] = [
  // Byte-order marks (XML 1.0, appendix F), the four-byte ones first.
  { name: 'UTF-32 (big-endian)', starts: [0x00, 0x00, 0xfe, 0xff] },
  { name: 'UTF-32 (little-endian)', starts: [0xff, 0xfe, 0x00, 0x00] },
  { name: 'UTF-16 (big-endian)', starts: [0xfe, 0xff] },
  { name: 'UTF-16 (little-endian)', starts: [0xff, 0xfe] },
  // "<" or "<?" without a mark.
  { name: 'UTF-32 (big-endian)', starts: [0x00, 0x00, 0x00, 0x3c] },
  { name: 'UTF-32 (little-endian)', starts: [0x3c, 0x00, 0x00, 0x00] },
  { name: 'UTF-16 (big-endian)', starts: [0x00, 0x3c] },
  { name: 'UTF-16 (little-endian)', starts: [0x3c, 0x00] },
  { name: 'EBCDIC', starts: [0x4c, 0x6f, 0xa7, 0x94] },
];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte);
const DECLARED_ENCODING = /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/;

/**
 * An uploaded XML file as text, or a refusal naming why not. The encoding is settled first, from
 * the bytes alone: UTF-8 (with or without its byte-order mark) is the only one taken, so that no
 * later reader can see other characters than the checks below saw. Then the text must hold only
 * characters XML can, declare no other encoding, and carry no document type declaration (the
 * door to internal and external entities).
 */
export function xmlUploadText(content: Uint8Array, name: string): string {
  const body = startsWith(content, UTF8_BOM) ? content.subarray(UTF8_BOM.length) : content;
  const other = OTHER_ENCODINGS.find((encoding) => startsWith(body, encoding.starts));
  if (other) throw refusalError(400, 'upload.xml_encoded_as', { file: name, encoding: other.name });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    throw refusalError(400, 'upload.xml_not_utf8', { file: name });
  }
  if (NOT_XML.test(text)) throw refusalError(400, 'upload.xml_control_characters', { file: name });
  const declared = DECLARED_ENCODING.exec(text)?.[2];
  if (declared !== undefined && declared.toUpperCase() !== 'UTF-8') throw refusalError(400, 'upload.xml_declared_encoding', { file: name, encoding: declared });
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw refusalError(400, 'upload.xml_doctype', { file: name });
  return text;
}
