import { med2, openapi, schemaFiles } from './documents.js';

/** A body of a call or an answer: its schema's name, and the published examples of it. */
export interface Body { schema: string; examples: string[] }

/** One call of the API as the document declares it. */
export interface Operation {
  id: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path as the document writes it: `/entries/{Key}`. */
  path: string;
  request: Body | undefined;
  /** The answers by status (`201`, `404`). */
  responses: Record<string, Body>;
  /** Whether the central bank's document has it (the funds recovery's, med2/, it has not). */
  published: boolean;
}

interface MediaType { schema?: { $ref?: string }; examples?: Record<string, { value?: { $ref?: string } | string }> }
interface Described { $ref?: string; content?: Record<string, MediaType> }

const COMPONENT_SCHEMA = /^#\/components\/schemas\/(\w+)$/;
const FILE_SCHEMA = /^\.\/schemas\.yaml#\/(\w+)$/;
const COMPONENT_RESPONSE = /^#\/components\/responses\/(\w+)$/;

function bodyOf(described: Described | undefined): Body | undefined {
  const answer = described?.$ref ? (schemaFiles['responses.yaml'] as Record<string, Described>)[COMPONENT_RESPONSE.exec(described.$ref)?.[1] ?? ''] : described;
  const media = Object.values(answer?.content ?? {})[0];
  const ref = media?.schema?.$ref ?? '';
  const schema = COMPONENT_SCHEMA.exec(ref)?.[1] ?? FILE_SCHEMA.exec(ref)?.[1];
  if (!schema) return undefined;
  const examples = Object.values(media?.examples ?? {}).flatMap((example) => (typeof example.value === 'object' && example.value.$ref ? [example.value.$ref] : []));
  return { schema, examples };
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** Every call of the API, in the document's order, then the funds recovery's. */
export const operations: readonly Operation[] = [openapi, med2].flatMap((document) => Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const declared = item[method] as { operationId: string; requestBody?: Described; responses: Record<string, Described> } | undefined;
    if (!declared) return [];
    const responses: Record<string, Body> = {};
    for (const [status, answer] of Object.entries(declared.responses)) {
      const body = bodyOf(answer);
      if (body) responses[status] = body;
    }
    return [{ id: declared.operationId, method, path, request: bodyOf(declared.requestBody), responses, published: document === openapi }];
  })));

/** The call the document names `id` (`createEntry`). */
export function operation(id: string): Operation {
  const found = operations.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`dict-api: no operation ${id}`);
  return found;
}
