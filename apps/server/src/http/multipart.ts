import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { regulatory } from '@wallet/contracts';
import { AppError, refusalError, refusalErrorOf } from '../core/errors.js';
import { nestsDeeperThan, tooDeepWords } from './body-depth.js';

const { UPLOAD_MAX_BYTES } = regulatory.reports;

/** Upload calls take text fields and one file of at most UPLOAD_MAX_BYTES; a few fields of a few hundred bytes are plenty. */
const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1_000, headerPairs: 50 };

/** Lets requests come as multipart/form-data; nothing is read until a call that takes an upload asks. */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });
}

/** The reader's own refusals by their error code (the file size one, naming the limit, apart). */
const REFUSALS = {
  FST_FILES_LIMIT: 'upload.one_file',
  FST_FIELDS_LIMIT: 'upload.too_many_fields',
  FST_PARTS_LIMIT: 'upload.too_many_parts',
  FST_PROTO_VIOLATION: 'upload.prototype_field',
  FST_INVALID_JSON_FIELD_ERROR: 'upload.json_field',
} as const;

/** What the reader threw, as a refusal: its own limits by code, anything else as an unreadable body. */
function refusalOf(error: unknown): AppError {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refusalError(400, 'upload.file_too_large', { max: UPLOAD_MAX_BYTES });
  if (code && Object.hasOwn(REFUSALS, code)) return refusalError(400, REFUSALS[code as keyof typeof REFUSALS]);
  return message ? refusalError(400, 'upload.unreadable', { problem: message }) : refusalError(400, 'upload.malformed');
}

/**
 * The body of a multipart/form-data request, read only once the call has got past the session
 * and permission checks and takes an upload: text fields by name, the file under its field name
 * as `{ file_name, content_type, content }`.
 */
export class MultipartBody {
  constructor(private readonly request: FastifyRequest) {}

  async read(): Promise<Record<string, unknown>> {
    const body: Record<string, unknown> = {};
    try {
      for await (const part of this.request.parts()) {
        if (Object.hasOwn(body, part.fieldname)) throw refusalError(400, 'upload.field_twice', { field: part.fieldname });
        if (part.type === 'file') {
          body[part.fieldname] = { file_name: part.filename, content_type: part.mimetype, content: await part.toBuffer() };
        } else {
          if (part.valueTruncated) throw refusalError(400, 'upload.field_too_long', { field: part.fieldname, max: LIMITS.fieldSize });
          body[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw error instanceof AppError ? error : refusalOf(error);
    }
    // A field sent as application/json is parsed JSON: no deeper than a JSON body may be.
    if (nestsDeeperThan(body)) throw refusalErrorOf(400, tooDeepWords());
    return body;
  }
}
