import fs from 'node:fs';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { memoryPages, validateXML } from 'xmllint-wasm';
import { entryOfNamespace, SCHEMA_FOLDER, type CatalogueEntry } from './catalogue.js';

// A received text is checked against its message's schema before anything reads it, as the SPI
// checks what participants send: libxml2 (xmllint compiled to WebAssembly) with the network, entity
// expansion and DTD loading off.

/** Problems shown; the first few say enough to find the rest. */
const SHOWN_PROBLEMS = 5;
/** What libxml2 is told, whatever else: no network. */
const SAFE_PARSING = ['--nonet'];
/** Options that would expand entities or load DTDs. */
const UNSAFE_PARSING = new Set(['--noent', '--loaddtd', '--dtdattr', '--c14n', '--c14n11', '--exc-c14n', '--xinclude', '--huge']);

/** The signature's schema, which the messages' `Sgntr` takes by its namespace (catalogue/SOURCES.md). */
const SIGNATURE_SCHEMA = 'xmldsig-core.xsd';
const XMLDSIG = 'http://www.w3.org/2000/09/xmldsig#';

const schemas = new Map<string, string>();
const schemaText = (file: string) => {
  let text = schemas.get(file);
  if (text === undefined) schemas.set(file, (text = fs.readFileSync(path.join(SCHEMA_FOLDER, file), 'utf8')));
  return text;
};

/** A schema of nothing but the message's and the signature's, so that libxml2 knows both namespaces. */
const bundleOf = (entry: CatalogueEntry) => `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:wallet-admin:spi-message">
  <xs:import namespace="${entry.namespace}" schemaLocation="${entry.schema}"/>
  <xs:import namespace="${XMLDSIG}" schemaLocation="${SIGNATURE_SCHEMA}"/>
</xs:schema>`;

/**
 * The catalogue's entry a text's envelope names by its namespace, or why there is none: its
 * header's `MsgDefIdr` must name the same definition.
 */
function entryOf(xml: string): { entry: CatalogueEntry } | { problem: string } {
  let document: ReturnType<DOMParser['parseFromString']>;
  try {
    document = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  } catch {
    return { problem: 'the text is not well-formed XML' };
  }
  // The catalogue's messages declare no document type: one could declare entities.
  if (document.doctype) return { problem: 'a message may declare no document type (DOCTYPE)' };
  const root = document.documentElement;
  if (root?.localName !== 'Envelope') return { problem: 'the text is no message envelope' };
  const entry = entryOfNamespace(root.namespaceURI);
  if (!entry) return { problem: `the envelope's namespace (${root.namespaceURI ?? 'none'}) is of no message of the catalogue` };
  const definition = root.getElementsByTagNameNS(entry.namespace, 'MsgDefIdr')[0]?.textContent?.trim();
  if (definition !== undefined && definition !== entry.definition) return { problem: `MsgDefIdr ${definition} is not ${entry.definition}, the envelope's` };
  return { entry };
}

const describe = (error: { message: string; loc: { lineNumber: number } | null }) => {
  const message = error.message.replace(/^(Schemas validity error|parser error|namespace error)\s*:\s*/, '').replace(/\{https:\/\/www\.bcb\.gov\.br\/pi\/[^}]+\}/g, '').trim();
  return error.loc ? `line ${error.loc.lineNumber}: ${message}` : message;
};

/** Why a text is not a valid message of the catalogue (its envelope's namespace says which), signed, or none. */
export async function schemaProblems(xml: string): Promise<string[]> {
  const found = entryOf(xml);
  if ('problem' in found) return [found.problem];
  const result = await validateXML({
    xml: [{ fileName: 'message.xml', contents: xml }],
    schema: [{ fileName: 'message-bundle.xsd', contents: bundleOf(found.entry) }],
    preload: [found.entry.schema, SIGNATURE_SCHEMA].map((file) => ({ fileName: file, contents: schemaText(file) })),
    modifyArguments: (args) => [...SAFE_PARSING, ...args.filter((arg) => !UNSAFE_PARSING.has(arg))],
    maxMemoryPages: 64 * memoryPages.MiB,
  });
  if (result.valid) return [];
  const located = result.errors.filter((error) => error.loc);
  const problems = (located.length ? located : result.errors).slice(0, SHOWN_PROBLEMS).map(describe);
  return problems.length ? problems : ['the text could not be read as XML'];
}
