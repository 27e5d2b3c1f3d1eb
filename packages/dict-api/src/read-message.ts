import { namedSchema, propertyShape, shapeOf, type ElementShape } from './schemas.js';
import { ATTRIBUTE, parser, SIGNATURE, TEXT, type Message, type Node } from './xml-nodes.js';

/** What the reading found wrong, each at its path (`CreateEntryRequest/Entry/Account/Branch`). */
export interface ReadMessage { root: string; value: Message; problems: string[] }

const SCALARS: Record<string, { test: RegExp; read: (text: string) => unknown }> = {
  integer: { test: /^-?\d+$/, read: Number },
  number: { test: /^-?\d+(\.\d+)?$/, read: Number },
  boolean: { test: /^(true|false)$/, read: (text) => text === 'true' },
};

function readScalar(text: string, shape: ElementShape, path: string, problems: string[]): unknown {
  const scalar = SCALARS[shape.type];
  if (!scalar) return text;
  if (!scalar.test.test(text)) {
    problems.push(`${path}: "${text}" is not ${shape.type === 'integer' ? 'an integer' : `a ${shape.type}`}`);
    return text;
  }
  return scalar.read(text);
}

const textOf = (node: Node | undefined): string => (typeof node === 'string' ? node : typeof node?.[TEXT] === 'string' ? node[TEXT] : '');

function readElement(node: Node | undefined, shape: ElementShape, path: string, problems: string[]): unknown {
  switch (shape.kind) {
    case 'text': {
      const text = readScalar(textOf(node), shape, path, problems);
      if (shape.attributes.size === 0) return text;
      return { value: text, ...readAttributes(node, shape, path, problems) };
    }
    case 'object':
      return readObject(node, shape, path, problems);
    case 'array':
      return readList(node, shape, path, problems);
    case 'choice':
      return readChoice(node, shape, path, problems);
  }
}

function readAttributes(node: Node | undefined, shape: ElementShape, path: string, problems: string[]) {
  const read: Record<string, unknown> = {};
  for (const [name, entry] of shape.properties) {
    const text = typeof node === 'object' ? node[`${ATTRIBUTE}${name}`] : undefined;
    if (typeof text === 'string') read[name] = readScalar(text, propertyShape(entry), `${path}@${name}`, problems);
  }
  return read;
}

function readObject(node: Node | undefined, shape: ElementShape, path: string, problems: string[]): Message {
  const value: Message = {};
  if (node === undefined || typeof node === 'string') {
    if (textOf(node).trim() !== '') problems.push(`${path}: text where elements are expected`);
    return value;
  }
  const properties = new Map(shape.properties);
  for (const [name, child] of Object.entries(node)) {
    if (name === TEXT) continue;
    if (name.startsWith(ATTRIBUTE)) {
      const attribute = name.slice(ATTRIBUTE.length);
      const entry = properties.get(attribute);
      if (!entry || !shape.attributes.has(attribute)) {
        if (attribute !== 'xmlns' && !attribute.startsWith('xmlns:')) problems.push(`${path}@${attribute}: not an attribute of this element`);
        continue;
      }
      value[attribute] = readScalar(child as string, propertyShape(entry), `${path}@${attribute}`, problems);
      continue;
    }
    if (name === SIGNATURE) continue;
    const entry = properties.get(name);
    if (!entry || shape.attributes.has(name)) {
      problems.push(`${path}/${name}: not an element of this message`);
      continue;
    }
    if (Array.isArray(child)) {
      problems.push(`${path}/${name}: given ${child.length} times`);
      continue;
    }
    value[name] = readElement(child, propertyShape(entry), `${path}/${name}`, problems);
  }
  return value;
}

function readList(node: Node | undefined, shape: ElementShape, path: string, problems: string[]): unknown[] {
  const item = shape.items!();
  if (node === undefined || typeof node === 'string') return [];
  const read: unknown[] = [];
  for (const [name, children] of Object.entries(node)) {
    if (name === TEXT || name.startsWith(ATTRIBUTE)) continue;
    if (name !== item.name) {
      problems.push(`${path}/${name}: a list of ${item.name ?? 'items'} holds only those`);
      continue;
    }
    for (const child of Array.isArray(children) ? children : [children]) read.push(readElement(child, item, `${path}/${name}[${read.length}]`, problems));
  }
  return read;
}

/** The first shape the element reads as without a problem; the first shape's problems when none does. */
function readChoice(node: Node | undefined, shape: ElementShape, path: string, problems: string[]): unknown {
  let first: { value: unknown; problems: string[] } | undefined;
  for (const choice of shape.choices) {
    const own: string[] = [];
    const value = readElement(node, choice(), path, own);
    if (own.length === 0) return value;
    first ??= { value, problems: own };
  }
  problems.push(...(first?.problems ?? []));
  return first?.value;
}

/** Reads a message whose root element is one of the API's schemas (`CreateEntryRequest`, `problem`). */
export function readMessage(xml: string, expected: string): ReadMessage {
  const problems: string[] = [];
  let document: Record<string, Node>;
  try {
    document = parser.parse(xml, true) as Record<string, Node>;
  } catch (error) {
    return { root: '', value: {}, problems: [`not well-formed XML: ${(error as Error).message}`] };
  }
  const roots = Object.keys(document);
  const shape = shapeOf(namedSchema(expected));
  const root = roots[0] ?? '';
  if (roots.length !== 1 || root !== (shape.name ?? expected)) {
    return { root, value: {}, problems: [`the root element is ${root || 'missing'}, where ${shape.name ?? expected} is expected`] };
  }
  const value = readObject(document[root], shape, root, problems);
  return { root, value, problems };
}
