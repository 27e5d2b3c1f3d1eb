import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SaxesParser } from 'saxes';
import { memoryPages, validateXML } from 'xmllint-wasm';

// Read beside the sources from src and from dist alike (as the migrations are), so the build copies nothing.
const XSD_PATH = fileURLToPath(new URL('../../../src/modules/reports/apix001.xsd', import.meta.url));
let schemaText: string | undefined;

/** A file's header as the schema fixes it: what an upload is checked against. */
interface Apix001Header {
  reportType: string;
  ispb: string;
  month: string;
}

export type Apix001Check = { valid: true; header: Apix001Header } | { valid: false; problems: string[] };

/** Problems shown in a refusal; the first few say enough to find the rest. */
const SHOWN_PROBLEMS = 3;

/** What libxml2 is told, whatever the checks before it said: no network, no entity expansion, no DTD loading. */
const SAFE_PARSING = ['--nonet'];
/** Options that would expand entities or load DTDs (xmllint's --c14n turns on the first and the last). */
const UNSAFE_PARSING = new Set(['--noent', '--loaddtd', '--dtdattr', '--c14n', '--c14n11', '--exc-c14n', '--xinclude', '--huge']);

/**
 * Checks an XML text against the APIX001 schema with libxml2 (xmllint compiled to WebAssembly, in
 * a worker thread): well-formed, and valid. libxml2 parses with entity substitution, DTD loading
 * and the network off, so an entity reference is left unexpanded (and the schema refuses it).
 * A valid file's header is then read by a strict XML parser (saxes), which resolves character
 * references and CDATA and skips comments, so no look-alike text can pass for the real element.
 */
export async function checkApix001(xml: string): Promise<Apix001Check> {
  schemaText ??= fs.readFileSync(XSD_PATH, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'apix001.xsd', contents: schemaText }],
    modifyArguments: (args) => [...SAFE_PARSING, ...args.filter((arg) => !UNSAFE_PARSING.has(arg))],
    // A 5 MB file needs more than the default 32 MiB.
    maxMemoryPages: 256 * memoryPages.MiB,
  });
  if (!result.valid) {
    const located = result.errors.filter((e) => e.loc);
    const problems = (located.length ? located : result.errors).slice(0, SHOWN_PROBLEMS).map(describe);
    return { valid: false, problems: problems.length ? problems : ['the file could not be read as XML'] };
  }
  const header = readHeader(xml);
  return header ? { valid: true, header } : { valid: false, problems: ['the file could not be read as XML'] };
}

function describe(error: { message: string; loc: { lineNumber: number } | null }): string {
  const message = error.message
    .replace(/^(Schemas validity error|parser error|namespace error)\s*:\s*/, '')
    .replace(/\{urn:wallet-admin:bcb:apix001:1\.0\}/g, '')
    .trim();
  return error.loc ? `line ${error.loc.lineNumber}: ${message}` : message;
}

const HEADER_FIELDS = { TipoDocumento: 'reportType', ISPB: 'ispb', DataBase: 'month' } as const;
type HeaderElement = keyof typeof HEADER_FIELDS;
const isHeaderElement = (local: string): local is HeaderElement => Object.hasOwn(HEADER_FIELDS, local);

/** The text of the first element of each header name (the schema says there is exactly one); null if the text is not XML. */
function readHeader(xml: string): Apix001Header | null {
  const header: Apix001Header = { reportType: '', ispb: '', month: '' };
  const seen = new Set<HeaderElement>();
  let reading: HeaderElement | null = null;
  let text = '';
  const parser = new SaxesParser({ xmlns: true });
  const collect = (chunk: string) => { if (reading) text += chunk; };
  parser.on('opentag', (tag) => {
    reading = isHeaderElement(tag.local) && !seen.has(tag.local) ? tag.local : null;
    text = '';
  });
  parser.on('text', collect);
  parser.on('cdata', collect);
  parser.on('closetag', (tag) => {
    if (reading && tag.local === reading) {
      header[HEADER_FIELDS[reading]] = text.trim();
      seen.add(reading);
    }
    reading = null;
  });
  try {
    parser.write(xml).close();
  } catch {
    return null;
  }
  return header;
}
