import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { schemaFiles } from './documents.js';
import { namedSchema, propertyShape, shapeOf, type ElementShape } from './schemas.js';
import type { Message } from './xml-nodes.js';

// The API's schema files, each under an address of its own, so that their `$ref`s (`#/ISPB`,
// `./schemas/NaturalPerson.yaml`) resolve as they do beside one another in the published folder.
const BASE = 'https://dict-api.invalid/';
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
// OpenAPI's own formats: `currency` on an amount (its value checked as a number), and a `uuid`'s.
ajv.addFormat('currency', { type: 'number', validate: (value: number) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6 });
for (const [file, schema] of Object.entries(schemaFiles)) ajv.addSchema(schema as object, `${BASE}${file}`);

const validators = new Map<string, ValidateFunction>();
const validatorOf = (name: string) => {
  let validator = validators.get(name);
  if (!validator) {
    namedSchema(name);
    validator = ajv.getSchema(`${BASE}schemas.yaml#/${name}`)!;
    validators.set(name, validator);
  }
  return validator;
};

/** The value JSON Schema sees: a text element with attributes (read as `{ value, … }`) is its text. */
function asJson(value: unknown, shape: ElementShape): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (shape.kind === 'text') return shape.attributes.size > 0 ? (value as Message).value : value;
  if (shape.kind === 'array') return Array.isArray(value) ? value.map((item) => asJson(item, shape.items!())) : value;
  if (shape.kind === 'choice') return value;
  const json: Message = {};
  const properties = new Map(shape.properties);
  for (const [name, property] of Object.entries(value)) {
    const entry = properties.get(name);
    json[name] = entry ? asJson(property, propertyShape(entry)) : property;
  }
  return json;
}

const described = (error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? 'is not valid'}${error.params && 'allowedValues' in error.params ? `: ${(error.params.allowedValues as string[]).join(', ')}` : ''}`;

/** What the API's schema for `name` finds wrong with a message, each at its path; none for a valid one. */
export function schemaProblems(name: string, value: Message): string[] {
  const validate = validatorOf(name);
  if (validate(asJson(value, shapeOf(namedSchema(name))))) return [];
  return (validate.errors ?? []).map(described);
}
