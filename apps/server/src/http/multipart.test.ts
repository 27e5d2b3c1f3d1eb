// The multipart plumbing of the binding, with an upload call bound only here that echoes what it got.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@wallet/contracts';
import { endpoint, regulatory } from '@wallet/contracts';
import { bind } from './binding.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';
import { fingerprint } from '../test-support/database.js';
import { formOf, postForm } from '../test-support/multipart.js';

const { UPLOAD_MAX_BYTES, UploadedFile } = regulatory.reports;
const echo = endpoint({
  path: '/api/v1/test/upload',
  access: 'reports.manage',
  mutation: true,
  upload: true,
  summary: 'Test: answer what the upload carried',
  body: z.strictObject({ note: z.string().check(z.maxLength(20)), file: UploadedFile }),
  data: z.object({ note: z.string(), file_name: z.string(), content_type: z.string(), size: z.number(), sha256: z.string(), bytes: z.boolean() }),
});
const bindings = [bind(echo, async ({ body }) => ({
  note: body.note, file_name: body.file.file_name, content_type: body.file.content_type, size: body.file.content.byteLength,
  sha256: createHash('sha256').update(body.file.content).digest('hex'), bytes: body.file.content instanceof Uint8Array,
}))];

let t: TestApp;
let token: string;
const everyByte = new Uint8Array(Array.from({ length: 512 }, (_, i) => i % 256));
const send = (form: FormData, as: string | null = token) => postForm(t, echo.path, form, as ? { token: as } : {});

beforeAll(async () => {
  t = await createTestApp({ extraBindings: bindings });
  await t.addStaff('finance', 'Finance');
  token = await t.signIn('finance');
});
afterAll(() => t.close());

/** A refusal of the body: code 400 with these words, and nothing written, not even an audit row (nothing was attempted). */
async function refusedBody(answer: () => Promise<{ code: number; msg: string }>, words: RegExp) {
  const before = await fingerprint(t.db, { except: ['admin_sessions'] });
  expect(await answer()).toMatchObject({ code: 400, msg: expect.stringMatching(words) });
  expect(await fingerprint(t.db, { except: ['admin_sessions'] })).toEqual(before);
}

describe('an upload call', () => {
  it('gets the text fields and the file, byte for byte', async () => {
    const answer = await send(formOf({ note: 'hello' }, { name: 'all-bytes.bin', type: 'application/octet-stream', content: everyByte }));
    expect(answer).toMatchObject({ code: 200, data: {
      note: 'hello', file_name: 'all-bytes.bin', content_type: 'application/octet-stream', size: 512,
      sha256: createHash('sha256').update(everyByte).digest('hex'), bytes: true,
    } });
  });

  it('refuses a JSON body, and no body, saying what it takes', async () => {
    await refusedBody(async () => (await t.post(echo.path, { note: 'x' }, { token })).json(), /^This call takes multipart\/form-data \(the fields note and one file\), not a JSON body$/);
    await refusedBody(async () => (await t.post(echo.path, undefined, { token })).json(), /^This call takes multipart\/form-data/);
  });

  it('takes a file of exactly the limit and refuses one byte more', async () => {
    const file = (size: number) => ({ name: 'big.bin', type: 'application/octet-stream', content: new Uint8Array(size) });
    expect((await send(formOf({ note: 'max' }, file(UPLOAD_MAX_BYTES)))).data).toMatchObject({ size: UPLOAD_MAX_BYTES });
    await refusedBody(() => send(formOf({ note: 'max' }, file(UPLOAD_MAX_BYTES + 1))), /^The file is larger than the 5242880 bytes \(5 MB\) an upload may be$/);
  });

  it('refuses a form that is not the call\'s, naming the field', async () => {
    const file = { name: 'a.txt', type: 'text/plain', content: 'a' };
    await refusedBody(() => send(formOf({ note: 'x' })), /^Field "file" is required$/);
    await refusedBody(() => send(formOf({ note: 'x', extra: 'y' }, file)), /^Unknown field "extra"$/);
    await refusedBody(() => send(formOf({}, file)), /^Field "note" is required$/);
    await refusedBody(() => send(formOf({ note: 'x'.repeat(1_001) }, file)), /^Field "note" is longer than 1000 bytes$/);
    const twice = formOf({ note: 'x' }, file);
    twice.append('note', 'y');
    await refusedBody(() => send(twice), /^Field "note" is sent twice$/);
    const twoFiles = formOf({ note: 'x' }, file);
    twoFiles.append('other', new Blob(['b']), 'b.txt');
    await refusedBody(() => send(twoFiles), /^Send one file only$/);
    await refusedBody(() => send(formOf({ note: 'x' }, file, 'attachment')), /^Field "file" is required|Unknown field "attachment"$/);
    await refusedBody(() => send(formOf({ note: 'x', constructor: 'y' }, file)), /^A form field cannot be named after an object property/);
  });

  it('answers a malformed multipart body with a 400, never a 500', async () => {
    const raw = (payload: string, contentType: string) => t.app.inject({ method: 'POST', url: echo.path, payload, headers: { authorization: token, 'content-type': contentType } });
    for (const [payload, contentType] of [
      ['--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc', 'multipart/form-data; boundary=b'],
      ['no parts at all', 'multipart/form-data; boundary=b'],
      ['--b\r\nbroken header\r\n\r\n', 'multipart/form-data; boundary=b'],
      ['whatever', 'multipart/form-data'],
    ]) {
      const response = await raw(payload!, contentType!);
      expect([response.statusCode, response.json().code]).toEqual([200, 400]);
    }
  });

  it('checks the session and the permission before reading the file', async () => {
    const form = () => formOf({ note: 'x' }, { name: 'a.txt', type: 'text/plain', content: 'a' });
    expect(await send(form(), null)).toMatchObject({ code: 410 });
    await t.addStaff('support', 'Support');
    expect(await send(form(), await t.signIn('support'))).toMatchObject({ code: 403, msg: 'You do not have the permission "reports.manage" needed for this action' });
  });
});

describe('a call that takes JSON', () => {
  it('refuses a multipart body', async () => {
    await refusedBody(() => postForm(t, regulatory.reports.list.path, formOf({ page: '1' }), { token }), /^This call takes a JSON body, not multipart\/form-data$/);
    await refusedBody(() => postForm(t, regulatory.reports.submit.path, formOf({ id: '1' }, { name: 'a.xml', type: 'text/xml', content: '<a/>' }), { token }),
      /^This call takes a JSON body, not multipart\/form-data$/);
  });
});

describe('the OpenAPI document', () => {
  it('shows an upload call as multipart/form-data with a binary file', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> } } }> };
    const content = document.paths[regulatory.reports.upload.path]!.post.requestBody.content;
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    const { properties, required } = content['multipart/form-data']!.schema;
    expect(properties.file).toEqual({ type: 'string', format: 'binary', description: 'At most 5242880 bytes' });
    expect(properties.kind).toMatchObject({ enum: ['replacement', 'receipt'] });
    expect(required).toEqual(['id', 'kind', 'file']);
    expect(Object.keys(document.paths[regulatory.reports.list.path]!.post.requestBody.content)).toEqual(['application/json']);
  });
});
