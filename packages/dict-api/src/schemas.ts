import { NAMED_SCHEMA_FILES, schemaFiles, type Schema } from './documents.js';

/** A schema and the file its own `$ref`s are read from. */
interface Located { schema: Schema; file: string; name: string | undefined }

/** What a message's element is, as the XML shows it: its name, and what is inside. */
export interface ElementShape {
  /** The element's name where a list names its items: the schema's `xml.name`, else its name in the document. */
  name: string | undefined;
  kind: 'object' | 'array' | 'text' | 'choice';
  /** A text's JSON type: `string`, `integer`, `number` or `boolean`. */
  type: string;
  format: string | undefined;
  /** An object's properties in the document's order; a text's attributes (a key with `hasEntry`). */
  properties: [string, ElementShape | (() => ElementShape)][];
  attributes: ReadonlySet<string>;
  /** A list's item. */
  items: (() => ElementShape) | undefined;
  /** A choice's shapes (a person: natural or legal). */
  choices: (() => ElementShape)[];
}

/**
 * Names the published examples give a list's items where the schema names none of its own: the
 * counters of an owner's statistics are `Counter` elements, as an entry's are, though their schema
 * is `ByCounter`.
 */
const ITEM_NAMES: Readonly<Record<string, string>> = { ByCounter: 'Counter' };

const fileOf = (path: string, from: string) => (path === '' ? from : new URL(path, `file:///${from}`).pathname.slice(1));

/** Where a `$ref` leads, read from the file it is written in: `#/ISPB`, `./schemas/NaturalPerson.yaml`, `./schemas.yaml#/Problem`. */
function follow(ref: string, from: string): Located {
  const [path = '', pointer = ''] = ref.split('#');
  const file = fileOf(path, from);
  let found = schemaFiles[file];
  const parts = pointer.split('/').filter(Boolean);
  for (const part of parts) found = (found as Record<string, unknown> | undefined)?.[part];
  if (!found) throw new Error(`dict-api: ${ref} (in ${from}) names no schema`);
  return { schema: found as Schema, file, name: parts.at(-1) };
}

/** The schema named in the document's `schemas.yaml` (or, for the funds recovery's, in `med2/schemas.yaml`). */
export function namedSchema(name: string): Located {
  const file = NAMED_SCHEMA_FILES.find((candidate) => (schemaFiles[candidate] as Record<string, unknown>)[name] !== undefined) ?? 'schemas.yaml';
  return follow(`#/${name}`, file);
}

/** A schema's parts gathered: `$ref`s followed and `allOf` merged, the first name met kept. */
function gather(located: Located, into: { schemas: Located[]; name: string | undefined }) {
  const { schema, file } = located;
  if (schema.xml?.name && !into.name) into.name = schema.xml.name;
  if (schema.$ref) {
    const target = follow(schema.$ref, file);
    gather(target, into);
    if (!into.name) into.name = target.name && (ITEM_NAMES[target.name] ?? target.name);
    return;
  }
  into.schemas.push(located);
  for (const part of schema.allOf ?? []) gather({ schema: part, file, name: undefined }, into);
}

const shapes = new WeakMap<Schema, ElementShape>();

/** The element a schema describes, read once per schema. */
export function shapeOf(located: Located): ElementShape {
  const known = shapes.get(located.schema);
  if (known) return known;
  const parts = { schemas: [] as Located[], name: located.schema.xml?.name ?? located.name };
  gather(located, parts);
  const properties: [string, () => ElementShape][] = [];
  const attributes = new Set<string>();
  let type: string | undefined;
  let format: string | undefined;
  let items: (() => ElementShape) | undefined;
  const choices: (() => ElementShape)[] = [];
  for (const { schema, file } of parts.schemas) {
    type ??= schema.type;
    format ??= schema.format;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (property.xml?.attribute) attributes.add(name);
      if (!properties.some(([known]) => known === name)) properties.push([name, () => shapeOf({ schema: property, file, name })]);
    }
    if (schema.items) {
      const item = schema.items;
      items = () => shapeOf({ schema: item, file, name: undefined });
    }
    for (const choice of schema.oneOf ?? []) choices.push(() => shapeOf({ schema: choice, file, name: undefined }));
  }
  const kind = choices.length > 0 ? 'choice' : type === 'array' ? 'array' : type === 'object' || (!type && properties.length > 0) ? 'object' : 'text';
  const shape: ElementShape = { name: parts.name, kind, type: type ?? 'string', format, properties, attributes, items, choices };
  shapes.set(located.schema, shape);
  return shape;
}

/** A property's shape, read when first needed (the schemas name one another in circles). */
export const propertyShape = (entry: ElementShape | (() => ElementShape)): ElementShape => (typeof entry === 'function' ? entry() : entry);
