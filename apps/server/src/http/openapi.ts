import { actionOf, endpoints, regulatory, type Endpoint } from '@wallet/contracts';
import { z } from '@wallet/contracts';

/** The OpenAPI document of the API, written from the contracts table alone. */
export function openApiDocument(table: readonly Endpoint[] = endpoints) {
  const paths: Record<string, unknown> = {};
  for (const e of table) {
    paths[e.path] = {
      post: {
        operationId: actionOf(e).replace(/[^a-zA-Z0-9]+/g, '_'),
        summary: e.summary,
        tags: [actionOf(e).split('/')[0]],
        description: describeAccess(e),
        security: e.access === 'public' ? [] : [{ session: [] }],
        parameters: e.mutation
          ? [{
              name: 'Idempotency-Key',
              in: 'header',
              required: e.idempotencyKeyRequired,
              schema: { type: 'string', minLength: 8, maxLength: 128 },
            }]
          : [],
        requestBody: requestBodyOf(e),
        responses: {
          200: {
            description: 'The envelope; `code` says the outcome (200 ok, 400, 403, 404, 409, 410, 429, 500, 503)',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'msg', 'data'],
                  properties: {
                    code: { type: 'integer', enum: [200, 400, 403, 404, 409, 410, 429, 500, 503] },
                    msg: { type: 'string' },
                    data: { anyOf: [jsonSchema(e.data, 'output'), { type: 'null' }] },
                  },
                },
              },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wallet Admin API',
      version: '1',
      description: 'Every call is a POST with a JSON body and answers HTTP 200 with `{ code, msg, data }`.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
    paths,
  };
}

function describeAccess(e: Endpoint): string {
  const who = e.access === 'public' ? 'No session needed.'
    : e.access === 'signed-in' ? 'Any signed-in member.'
    : `Needs the permission \`${e.access}\`.`;
  const key = e.idempotencyKeyRequired ? ' Requires an Idempotency-Key header.'
    : e.mutation ? ' Audited; honours an Idempotency-Key header.' : '';
  return who + key;
}

/** JSON, or for an upload multipart/form-data: its text fields and one binary `file`. */
function requestBodyOf(e: Endpoint) {
  const schema = jsonSchema(e.body, 'input');
  if (!e.upload) return { required: false, content: { 'application/json': { schema } } };
  const file = { type: 'string', format: 'binary', description: `At most ${regulatory.reports.UPLOAD_MAX_BYTES} bytes` };
  const properties = { ...(schema as { properties?: object }).properties, file };
  return { required: true, content: { 'multipart/form-data': { schema: { ...schema, properties } } } };
}

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });
