import { namedSchema, propertyShape, shapeOf, type ElementShape } from './schemas.js';
import { ATTRIBUTE, builder, SIGNATURE, TEXT, type Message, type Node } from './xml-nodes.js';

function writeScalar(value: unknown, shape: ElementShape): string {
  if (typeof value === 'number' && shape.format === 'currency') return value.toFixed(2);
  return String(value);
}

function writeElement(value: unknown, shape: ElementShape): Node {
  switch (shape.kind) {
    case 'text': {
      if (shape.attributes.size === 0 || typeof value !== 'object' || value === null) return writeScalar(value, shape);
      const { value: text, ...attributes } = value as Message;
      const node: Record<string, Node> = { [TEXT]: writeScalar(text, shape) };
      for (const [name, entry] of shape.properties) if (attributes[name] !== undefined) node[`${ATTRIBUTE}${name}`] = writeScalar(attributes[name], propertyShape(entry));
      return node;
    }
    case 'object':
      return writeObject(value as Message, shape);
    case 'array': {
      const item = shape.items!();
      return { [item.name ?? 'item']: (value as unknown[]).map((entry) => writeElement(entry, item)) };
    }
    case 'choice': {
      // The shape that names every element the value has (a legal person's trade name).
      const names = Object.keys(value as Message);
      const fits = shape.choices.map((choice) => choice()).find((choice) => names.every((name) => choice.properties.some(([known]) => known === name)));
      return writeObject(value as Message, fits ?? shape.choices[0]!());
    }
  }
}

function writeObject(value: Message, shape: ElementShape): Node {
  const node: Record<string, Node | Node[]> = {};
  for (const [name, entry] of shape.properties) {
    const property = value[name];
    if (property === undefined || name === SIGNATURE) continue;
    if (shape.attributes.has(name)) node[`${ATTRIBUTE}${name}`] = writeScalar(property, propertyShape(entry));
    else node[name] = writeElement(property, propertyShape(entry));
  }
  return node;
}

/** A message as the DICT writes it: its schema's root element, its elements in the schema's order, without a signature. */
export function writeMessage(name: string, value: Message): string {
  const located = namedSchema(name);
  const shape = shapeOf(located);
  const root = shape.name ?? name;
  const body = writeObject(value, shape) as Record<string, Node>;
  const namespace = located.schema.xml?.namespace;
  const element = namespace ? { [`${ATTRIBUTE}xmlns`]: namespace, ...body } : body;
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ [root]: element }) as string}`;
}
