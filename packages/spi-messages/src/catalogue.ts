import { fileURLToPath } from 'node:url';

// The SPI's message catalogue as this product speaks it: each message by its definition
// (`pacs.008.spi.1.16`), the namespace of its envelope and its schema in `catalogue/xsd`. The
// versions are those of the central bank's catalogue 5.13.1; the camt and admi schemas are written
// here in its style (catalogue/SOURCES.md).

/** The messages of the catalogue the product sends or reads, by their ISO name. */
export type MessageName = 'pacs.008' | 'pacs.002' | 'pacs.004' | 'camt.060' | 'camt.052' | 'camt.053' | 'admi.002';

export interface CatalogueEntry {
  name: MessageName;
  /** What the header's `MsgDefIdr` says: the message and its version in the catalogue. */
  definition: string;
  /** The namespace of the message's `Envelope`, by which a received text says what it is. */
  namespace: string;
  /** Its schema's file name in `catalogue/xsd`. */
  schema: string;
  /** Whether the central bank's own schema is kept (true) or one written here in its style. */
  published: boolean;
}

const entry = (name: MessageName, version: string, published: boolean): CatalogueEntry => ({
  name, definition: `${name}.spi.${version}`, namespace: `https://www.bcb.gov.br/pi/${name}/${version}`, schema: `${name}.spi.${version}.xsd`, published,
});

export const CATALOGUE: Readonly<Record<MessageName, CatalogueEntry>> = {
  'pacs.008': entry('pacs.008', '1.16', true),
  'pacs.002': entry('pacs.002', '1.17', true),
  'pacs.004': entry('pacs.004', '1.5', true),
  'camt.060': entry('camt.060', '1.9', false),
  'camt.052': entry('camt.052', '1.3', false),
  'camt.053': entry('camt.053', '1.4', false),
  'admi.002': entry('admi.002', '1.5', false),
};

/** The catalogue's entry whose envelope has this namespace, if any. */
export const entryOfNamespace = (namespace: string | null | undefined): CatalogueEntry | undefined =>
  Object.values(CATALOGUE).find((known) => known.namespace === namespace);

/** The SPI's own ISPB: a participant sends every message to it, and it sends every message it relays. */
export const SPI_ISPB = '00038166';

/** The folders beside the sources (read from src and from dist alike). */
export const SCHEMA_FOLDER = fileURLToPath(new URL('../catalogue/xsd/', import.meta.url));
export const EXAMPLE_FOLDER = fileURLToPath(new URL('../catalogue/examples/', import.meta.url));
