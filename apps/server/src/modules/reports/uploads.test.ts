import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test-support/database.js';
import { formOf, postForm } from '../../test-support/multipart.js';
import { actionsOf, createReportsKit, download, generated, LAST_MONTH, ok, reportOf, reports, upload, xmlFile, type ReportsKit } from '../../test-support/reports.js';

let kit: ReportsKit;
let id: number;
let original: string;
const BOOKKEEPING = ['audit_logs', 'admin_sessions'];
const { UPLOAD_MAX_BYTES } = reports;

/** Expects the upload refused with this code and words, changing nothing but the audit log. */
async function refusedUpload(send: () => Promise<{ code: number; msg: string }>, code: number, words: RegExp) {
  const before = await fingerprint(kit.t.db, { except: BOOKKEEPING });
  const answer = await send();
  expect([answer.code, answer.msg]).toEqual([code, expect.stringMatching(words)]);
  expect(await fingerprint(kit.t.db, { except: BOOKKEEPING })).toEqual(before);
}

const pdf = (name = 'recibo.pdf', content = '%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') => ({ name, type: 'application/pdf', content });

beforeAll(async () => {
  kit = await createReportsKit();
  const report = await generated(kit);
  id = report.id;
  original = (await download(kit, id)).content;
}, 60_000);
afterAll(() => kit.t.close());

describe('a replacement', () => {
  it('refuses files that are not a valid APIX001 of this month and institution, naming the problem', async () => {
    const send = (content: string | Uint8Array, type = 'text/xml', name = 'fix.xml') => upload(kit, { id, kind: 'replacement' }, { name, type, content });
    await refusedUpload(() => send(original, 'image/png'), 400, /^A replacement must be an XML file \(application\/xml or text\/xml\); this one is image\/png$/);
    await refusedUpload(() => send(''), 400, /^The file fix\.xml is empty$/);
    await refusedUpload(() => send(new Uint8Array([0x3c, 0xff, 0xfe, 0x3e])), 400, /^The file fix\.xml is not UTF-8 text/);
    await refusedUpload(() => send(original.replace('<APIX001', '<!DOCTYPE APIX001 [<!ENTITY x "y">]>\n<APIX001')), 400, /carries a DOCTYPE/);
    await refusedUpload(() => send(original.replace(/<Quantidade>\d+</, '<Quantidade>many<')), 400,
      /^The file fix\.xml is not a valid APIX001 file: line 17: Element 'Quantidade': 'many' is not a valid value/);
    await refusedUpload(() => send(original.replace('</APIX001>', '')), 400, /is not a valid APIX001 file: line \d+: /);
    await refusedUpload(() => send(original.replace(`<DataBase>${LAST_MONTH}</DataBase>`, '<DataBase>2025-11</DataBase>')), 400,
      /^The file fix\.xml is for 2025-11, but Report \d+ \(APIX001, 2025-12\) is for 2025-12$/);
    await refusedUpload(() => send(original.replace('<ISPB>12345678</ISPB>', '<ISPB>87654321</ISPB>')), 400, /is for ISPB 87654321, not this institution's 12345678$/);
    // A comment that looks like a header does not fool the check.
    await refusedUpload(() => send(original.replace(`<DataBase>${LAST_MONTH}</DataBase>`, `<!--<DataBase>${LAST_MONTH}</DataBase>--><DataBase>2025-10</DataBase>`)), 400, /is for 2025-10/);
  });

  it('refuses a file over 5 MB and takes one of exactly 5 MB', async () => {
    const size = new TextEncoder().encode(original).byteLength;
    const padded = (bytes: number) => original.replace('</APIX001>', `<!--${'x'.repeat(bytes - size - 7)}--></APIX001>`);
    expect(new TextEncoder().encode(padded(UPLOAD_MAX_BYTES)).byteLength).toBe(UPLOAD_MAX_BYTES);
    await refusedUpload(() => upload(kit, { id, kind: 'replacement' }, xmlFile(padded(UPLOAD_MAX_BYTES + 1))), 400,
      /^The file is larger than the 5242880 bytes \(5 MB\) an upload may be$/);
    const answer = await upload(kit, { id, kind: 'replacement' }, xmlFile(padded(UPLOAD_MAX_BYTES), 'padded.xml'));
    expect([answer.code, answer.msg]).toEqual([200, `padded.xml is version 2 of APIX001 ${LAST_MONTH}; submit it as a replacement`]);
    expect((await reportOf(kit, id)).file_size).toBe(UPLOAD_MAX_BYTES);
  });

  it('becomes the current version, generated again, and is submitted as a replacement', async () => {
    const changed = original.replace(/<Quantidade>\d+<\/Quantidade>/, '<Quantidade>4242</Quantidade>');
    const answer = await upload(kit, { id, kind: 'replacement' }, { name: 'C:\\fakepath\\APIX001-fixed.xml', type: 'application/xml', content: changed });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data).toMatchObject({ status: 'generated', version: 3, replacement: true, file_name: 'APIX001-fixed.xml' });
    expect(await download(kit, id)).toEqual({ file_name: 'APIX001-fixed.xml', content_type: 'application/xml', version: 3, content: changed });
    await ok(kit.t, reports.submit, { id }, kit.manager);
    const [submit, , replaced] = (await ok(kit.t, reports.operationLogs, { id }, kit.viewer)).list;
    expect(submit).toMatchObject({ action: 'submit', version: 3, details: { key: 'report.sent_replacing', params: { protocol: expect.stringMatching(/^STA-APIX001-202512-\w+$/) } } });
    expect(replaced).toMatchObject({ action: 'upload_replacement', version: 3, actor: 'rita.compliance', details: 'APIX001-fixed.xml' });
  });

  it('is refused while the report awaits a verdict, before any version, and while a new version is generated', async () => {
    await refusedUpload(() => upload(kit, { id, kind: 'replacement' }, xmlFile(original)), 409, /is submitted and awaits the central bank's verdict/);
    const pending = await ok(kit.t, reports.generate, { month: '2025-11', report_type: 'APIX001' }, kit.manager);
    await refusedUpload(() => upload(kit, { id: pending.id, kind: 'replacement' }, xmlFile(original)), 409, /has no version to replace yet; generate it first$/);
    const regenerating = await generated(kit, '2025-08');
    await ok(kit.t, reports.generate, { month: '2025-08', report_type: 'APIX001' }, kit.manager);
    await refusedUpload(() => upload(kit, { id: regenerating.id, kind: 'replacement' }, xmlFile(original.replaceAll(LAST_MONTH, '2025-08'))), 409,
      /is being generated \(job \d+\); upload a replacement once it is done$/);
  });
});

describe('a receipt', () => {
  it('is refused before the report is submitted, and when its bytes are not what its type says', async () => {
    const fresh = await generated(kit, '2025-10');
    await refusedUpload(() => upload(kit, { id: fresh.id, kind: 'receipt' }, pdf()), 409, /is generated; a receipt can be kept only once the report has been submitted$/);
    await refusedUpload(() => upload(kit, { id, kind: 'receipt' }, { name: 'scan.png', type: 'image/png', content: 'x' }), 400,
      /^A receipt must be a PDF, XML or text file \(application\/pdf, application\/xml, text\/xml, text\/plain\); this one is image\/png$/);
    await refusedUpload(() => upload(kit, { id, kind: 'receipt' }, pdf('fake.pdf', 'MZ this is no pdf')), 400, /^The file fake\.pdf says it is a PDF but does not start as one does \(%PDF-\)$/);
    await refusedUpload(() => upload(kit, { id, kind: 'receipt' }, { name: 'r.xml', type: 'application/xml', content: 'protocol 123' }), 400, /says it is XML but does not start with markup/);
    await refusedUpload(() => upload(kit, { id, kind: 'receipt' }, { name: 'r.txt', type: 'text/plain', content: 'ok\u0001' }), 400, /holds control characters/);
    await refusedUpload(() => upload(kit, { id, kind: 'receipt' }, { name: 'r.txt', type: 'text/plain', content: new Uint8Array([0xc3, 0x28]) }), 400, /says it is text\/plain but is not UTF-8 text/);
  });

  it('is kept beside the versions and shown on the report', async () => {
    const answer = await upload(kit, { id, kind: 'receipt' }, pdf());
    expect([answer.code, answer.msg]).toEqual([200, `Receipt recibo.pdf kept with APIX001 ${LAST_MONTH}`]);
    expect(answer.data).toMatchObject({ status: 'submitted', version: 3, receipt_file_name: 'recibo.pdf' });
    await ok(kit.t, reports.decide, { id, status: 'accepted', reason: 'Processed without remarks' }, kit.manager);
    const text = await upload(kit, { id, kind: 'receipt' }, { name: 'protocolo.txt', type: 'text/plain; charset=utf-8', content: 'Protocolo aceito\r\n' });
    expect(text.data).toMatchObject({ status: 'accepted', receipt_file_name: 'protocolo.txt' });
    expect((await actionsOf(kit, id)).slice(0, 3)).toEqual(['upload_receipt', 'accept', 'upload_receipt']);
    await refusedUpload(() => upload(kit, { id, kind: 'replacement' }, xmlFile(original)), 409, /was accepted by the central bank; an accepted report is final$/);
  });
});

describe('upload calls', () => {
  it('are refused to a member who may only see reports, before the file is read', async () => {
    await refusedUpload(() => upload(kit, { id, kind: 'receipt' }, pdf(), kit.viewer), 403, /You do not have the permission "reports.manage"/);
  });

  it('replay the first answer for a repeated Idempotency-Key, and refuse the key with another file', async () => {
    const report = await generated(kit, '2025-09');
    const form = () => formOf({ id: String(report.id), kind: 'replacement' }, xmlFile(original.replaceAll(LAST_MONTH, '2025-09')));
    const first = await postForm(kit.t, reports.upload.path, form(), { token: kit.manager, idempotencyKey: 'upload-key-0001' });
    const again = await postForm(kit.t, reports.upload.path, form(), { token: kit.manager, idempotencyKey: 'upload-key-0001' });
    expect(first.code, first.msg).toBe(200);
    expect(again).toEqual(first);
    expect((await reportOf(kit, report.id)).version).toBe(2);
    const other = formOf({ id: String(report.id), kind: 'replacement' }, xmlFile(original.replaceAll(LAST_MONTH, '2025-09').replace('<Quantidade>', '<Quantidade>1')));
    expect(await postForm(kit.t, reports.upload.path, other, { token: kit.manager, idempotencyKey: 'upload-key-0001' }))
      .toMatchObject({ code: 409, msg: 'This Idempotency-Key was already used for a different request' });
  });
});
