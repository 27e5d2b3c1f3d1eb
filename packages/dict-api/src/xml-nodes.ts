import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * A DICT message read from its XML, typed by the API's schemas: numbers, booleans and lists as
 * the schemas declare them. A text element with attributes (a checked key's `hasEntry`) reads as
 * `{ value, ...attributes }`. The signature (`ds:Signature`) is the signing's, not the message's.
 */
export type Message = Record<string, unknown>;

/** An element as the parser gives it and the builder takes it: a text, or its children and attributes by name. */
export type Node = string | { [name: string]: Node | Node[] };

/** The signature's element, which the signing writes and checks. */
export const SIGNATURE = 'Signature';
/** How the parser and the builder name an attribute (`@_hasEntry`) and an element's own text. */
export const ATTRIBUTE = '@_';
export const TEXT = '#text';

export const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE,
  textNodeName: TEXT,
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  processEntities: true,
});
export const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: ATTRIBUTE, textNodeName: TEXT, suppressEmptyNode: false, suppressBooleanAttributes: false, processEntities: true });
