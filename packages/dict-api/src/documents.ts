import fs from 'node:fs';
import { parse } from 'yaml';

/**
 * The DICT's API as the central bank published it (`openapi/`, copied whole from GitHub
 * `bacen/pix-dict-api`, version 1.8.0: see this package's README), read once. The folder sits beside
 * `src` and `dist`, so the same path serves the sources under test and the built package.
 */
export const OPENAPI_FOLDER = new URL('../openapi/', import.meta.url);
/** MED 2.0's funds recovery, which the published document lacks, written in its style (`med2/`: see this package's README). */
const MED2_FOLDER = new URL('../med2/', import.meta.url);

/** A schema of the API's document, as written: OpenAPI 3.0's dialect of JSON Schema. */
export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  enum?: string[];
  required?: string[];
  format?: string;
  xml?: { name?: string; attribute?: boolean; prefix?: string; namespace?: string };
}

const read = (file: string, folder = OPENAPI_FOLDER): unknown => parse(fs.readFileSync(new URL(file, folder), 'utf8'));

interface Document { info: { version: string }; paths: Record<string, Record<string, unknown>> }
/** The OpenAPI document itself: paths, operations, their bodies and answers. */
export const openapi = read('openapi.yaml') as Document;
/** The funds recovery's calls, beside the document's. */
export const med2 = read('openapi.yaml', MED2_FOLDER) as Document;
/**
 * The files schemas are named in, by their path from the document's folder, each a map of named
 * schemas or one schema. The funds recovery's are read as if in a folder `med2/` of it, so that
 * its `../schemas.yaml#/ISPB` names the document's own.
 */
export const schemaFiles: Readonly<Record<string, unknown>> = {
  'schemas.yaml': read('schemas.yaml'),
  'schemas/NaturalPerson.yaml': read('schemas/NaturalPerson.yaml'),
  'schemas/LegalPerson.yaml': read('schemas/LegalPerson.yaml'),
  'responses.yaml': read('responses.yaml'),
  'med2/schemas.yaml': read('schemas.yaml', MED2_FOLDER),
};
/** The files named schemas are looked up in, the published one first. */
export const NAMED_SCHEMA_FILES = ['schemas.yaml', 'med2/schemas.yaml'] as const;

/** A published example's text, by its path from the document's folder (`./examples/entries/CreateEntryRequest.xml`). */
export const exampleText = (file: string): string => fs.readFileSync(new URL(file, OPENAPI_FOLDER), 'utf8');
