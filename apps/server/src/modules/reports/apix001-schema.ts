import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { memoryPages, validateXML } from 'xmllint-wasm';

// Read beside the sources from src and from dist alike (as the migrations are), so the build copies nothing.
const XSD_PATH = fileURLToPath(new URL('../../../src/modules/reports/apix001.xsd', import.meta.url));
let schemaText: string | undefined;

/** A file's header as the schema fixes it: what an upload is checked against. */
export interface Apix001Header {
  reportType: string;
  ispb: string;
  month: string;
}

export type Apix001Check = { valid: true; header: Apix001Header } | { valid: false; problems: string[] };

/** Problems shown in a refusal; the first few say enough to find the rest. */
const SHOWN_PROBLEMS = 3;

/**
 * Checks an XML text against the APIX001 schema with libxml2 (xmllint compiled to WebAssembly, in
 * a worker thread): well-formed, and valid. A valid file's header is read from its canonical form,
 * where comments and processing instructions are plain to skip and CDATA is escaped text, so no
 * look-alike text can pass for the real element.
 */
export async function checkApix001(xml: string): Promise<Apix001Check> {
  schemaText ??= fs.readFileSync(XSD_PATH, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'apix001.xsd', contents: schemaText }],
    normalization: 'c14n',
    // A 5 MB file needs more than the default 32 MiB.
    maxMemoryPages: 256 * memoryPages.MiB,
  });
  if (!result.valid) {
    const located = result.errors.filter((e) => e.loc);
    const problems = (located.length ? located : result.errors).slice(0, SHOWN_PROBLEMS).map(describe);
    return { valid: false, problems: problems.length ? problems : ['the file could not be read as XML'] };
  }
  const markup = result.normalized.replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g, '');
  return { valid: true, header: { reportType: elementText(markup, 'TipoDocumento'), ispb: elementText(markup, 'ISPB'), month: elementText(markup, 'DataBase') } };
}

function describe(error: { message: string; loc: { lineNumber: number } | null }): string {
  const message = error.message
    .replace(/^(Schemas validity error|parser error|namespace error)\s*:\s*/, '')
    .replace(/\{urn:wallet-admin:bcb:apix001:1\.0\}/g, '')
    .trim();
  return error.loc ? `line ${error.loc.lineNumber}: ${message}` : message;
}

/** The text of the first element of that local name; the schema says there is exactly one. */
function elementText(markup: string, name: string): string {
  const match = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}(?:\\s[^>]*)?>([^<]*)<`).exec(markup);
  return match?.[1]?.trim() ?? '';
}
