import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** An element as the parser gives it and the builder takes it: a text, or its children and attributes by name. */
export type Node = string | { [name: string]: Node | Node[] | undefined };
/** An element with children, as read. */
export type Element = { [name: string]: Node | Node[] | undefined };

/** How an attribute (`@Ccy`) and an element's own text beside attributes (`#text`) are named. */
export const ATTRIBUTE = '@';
export const TEXT = '#text';

/** The elements that may repeat in the catalogue's messages: read as lists however many there are. */
const REPEATED = new Set(['CdtTrfTxInf', 'TxInfAndSts', 'StsRsnInf', 'AddtlInf', 'TxInf', 'Bal', 'Ntry']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE,
  textNodeName: TEXT,
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
});
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: ATTRIBUTE, textNodeName: TEXT, suppressEmptyNode: true, processEntities: true });

/** The elements of a text, as read (no validation: a text is checked against its schema first). */
export const parseXml = (xml: string): Element => parser.parse(xml) as Element;
/** A document's text from its elements, in the order their keys were written. */
export const buildXml = (root: Element): string => `<?xml version="1.0" encoding="UTF-8"?>${builder.build(root) as string}`;

/** Thrown when a text that passed its schema still lacks what a reader needs (a reader's own rule). */
export class UnreadableMessage extends Error {}

/** The child element `name` of `node`. */
export function child(node: Node | Node[] | undefined, name: string): Element {
  const found = (node as Element | undefined)?.[name];
  if (found === undefined || typeof found === 'string' || Array.isArray(found)) throw new UnreadableMessage(`${name} is missing`);
  return found;
}

/** The child elements `name` of `node`, none if absent. */
export const children = (node: Node | Node[] | undefined, name: string): Element[] => ((node as Element | undefined)?.[name] as Element[] | undefined) ?? [];

/** The text of the element at `path` (element names from `node`, a repeated one read by its first), if present. */
export function maybeText(node: Node | Node[] | undefined, ...path: string[]): string | undefined {
  let at: Node | Node[] | undefined = node;
  for (const name of path) {
    at = (at as Element | undefined)?.[name];
    // A repeated element is read by its first.
    if (Array.isArray(at)) at = at[0];
    if (at === undefined) return undefined;
  }
  if (typeof at === 'string') return at;
  const own = (at as Element)[TEXT];
  return typeof own === 'string' ? own : '';
}

/** The text of the element at `path`, which must be there. */
export function text(node: Node | Node[] | undefined, ...path: string[]): string {
  const found = maybeText(node, ...path);
  if (found === undefined) throw new UnreadableMessage(`${path.join('/')} is missing`);
  return found;
}
