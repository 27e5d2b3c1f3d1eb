import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { regulatory } from '@wallet/contracts';
import { AppError } from './errors.js';

const { UPLOAD_MAX_BYTES } = regulatory.reports;

/** Upload calls take text fields and one file of at most UPLOAD_MAX_BYTES; a few fields of a few hundred bytes are plenty. */
const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1_000, headerPairs: 50 };

/** Lets requests come as multipart/form-data; nothing is read until a call that takes an upload asks. */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });
}

const REFUSALS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `The file is larger than the ${UPLOAD_MAX_BYTES} bytes (5 MB) an upload may be`,
  FST_FILES_LIMIT: 'Send one file only',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_PROTO_VIOLATION: 'A form field cannot be named after an object property such as __proto__',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field declared as JSON is not valid JSON',
};

const refused = (message: string) => new AppError(400, message);

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
        if (Object.hasOwn(body, part.fieldname)) throw refused(`Field "${part.fieldname}" is sent twice`);
        if (part.type === 'file') {
          body[part.fieldname] = { file_name: part.filename, content_type: part.mimetype, content: await part.toBuffer() };
        } else {
          if (part.valueTruncated) throw refused(`Field "${part.fieldname}" is longer than ${LIMITS.fieldSize} bytes`);
          body[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const { code, message } = error as { code?: string; message?: string };
      throw refused(REFUSALS[code ?? ''] ?? `The multipart/form-data body cannot be read: ${message ?? 'it is malformed'}`);
    }
    return body;
  }
}
