import type { Envelope } from '@wallet/contracts';
import type { CallOptions, TestApp } from './harness.js';

export interface FormFile {
  name: string;
  type: string;
  content: Uint8Array | string;
}

/** A multipart/form-data body as a browser builds it: text fields, then the file (if any) under `file`. */
export function formOf(fields: Record<string, string>, file?: FormFile, fileField = 'file'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(fileField, new Blob([file.content], { type: file.type }), file.name);
  return form;
}

/** Posts a form to a call and answers the envelope (the HTTP status must be 200). */
export async function postForm(t: TestApp, path: string, form: FormData, options: CallOptions = {}): Promise<Envelope> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const response = await t.app.inject({ method: 'POST', url: path, payload: form, headers });
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  return response.json() as Envelope;
}
