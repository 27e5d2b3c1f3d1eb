// Holes found from outside in the replacement upload: a DOCTYPE hidden by an encoding the check
// did not read (UTF-16 without a byte-order mark passed as "UTF-8" with NUL bytes, then libxml2
// read UTF-16, expanded the entity and tried to load external ones), and files with NUL
// characters whose download could not be stored for its Idempotency-Key.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { monthReportFiles } from '../../db/schema/index.js';
import { fingerprint } from '../../test-support/database.js';
import { createReportsKit, download, generated, reports, upload, type ReportsKit } from '../../test-support/reports.js';
import { checkApix001 } from './apix001-schema.js';

let kit: ReportsKit;
let id: number;
let original: string;
const BOOKKEEPING = ['audit_logs', 'admin_sessions'];

const utf16le = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le'));
const utf16be = (text: string) => utf16le(text).map((_, i, bytes) => bytes[i ^ 1]!);
function utf32(text: string, littleEndian: boolean): Uint8Array {
  const points = [...text].map((c) => c.codePointAt(0)!);
  const view = new DataView(new ArrayBuffer(points.length * 4));
  points.forEach((point, i) => view.setUint32(i * 4, point, littleEndian));
  return new Uint8Array(view.buffer);
}
const withBom = (bom: number[], bytes: Uint8Array) => new Uint8Array([...bom, ...bytes]);

/** The generated file with a DOCTYPE whose internal entity stands for the ISPB, as an attacker writes it. */
const withEntity = (xml: string, declaration = '<!ENTITY ispb "12345678">') =>
  xml.replace('<APIX001', `<!DOCTYPE APIX001 [${declaration}]>\n<APIX001`).replace('<ISPB>12345678</ISPB>', '<ISPB>&ispb;</ISPB>');

async function refused(content: Uint8Array | string, words: RegExp, label = String(words)) {
  const before = await fingerprint(kit.t.db, { except: BOOKKEEPING });
  const answer = await upload(kit, { id, kind: 'replacement' }, { name: 'fix.xml', type: 'application/xml', content });
  expect([answer.code, answer.msg], label).toEqual([400, expect.stringMatching(words)]);
  expect(await fingerprint(kit.t.db, { except: BOOKKEEPING })).toEqual(before);
}

beforeAll(async () => {
  kit = await createReportsKit();
  id = (await generated(kit)).id;
  original = (await download(kit, id)).content;
}, 60_000);
afterAll(() => kit.t.close());

describe('the encoding of an uploaded XML file is settled before anything reads it', () => {
  it('refuses UTF-16 and UTF-32, little- and big-endian, with and without a byte-order mark, whatever they carry', async () => {
    const attack = withEntity(original);
    const cases: [string, Uint8Array, RegExp][] = [
      ['UTF-16LE without BOM', utf16le(attack), /is encoded as UTF-16 \(little-endian\)/],
      ['UTF-16LE with BOM', withBom([0xff, 0xfe], utf16le(attack)), /is encoded as UTF-16 \(little-endian\)/],
      ['UTF-16BE without BOM', utf16be(attack), /is encoded as UTF-16 \(big-endian\)/],
      ['UTF-16BE with BOM', withBom([0xfe, 0xff], utf16be(attack)), /is encoded as UTF-16 \(big-endian\)/],
      ['UTF-32LE without BOM', utf32(attack, true), /is encoded as UTF-32 \(little-endian\)/],
      ['UTF-32LE with BOM', withBom([0xff, 0xfe, 0x00, 0x00], utf32(attack, true)), /is encoded as UTF-32 \(little-endian\)/],
      ['UTF-32BE without BOM', utf32(attack, false), /is encoded as UTF-32 \(big-endian\)/],
      ['UTF-32BE with BOM', withBom([0x00, 0x00, 0xfe, 0xff], utf32(attack, false)), /is encoded as UTF-32 \(big-endian\)/],
      // The plain file too: the encoding alone is refused, not only what it hides.
      ['UTF-16LE of the generated file', utf16le(original), /is encoded as UTF-16/],
      ['UTF-16LE after a line break', utf16le(`\n${original}`), /is not UTF-8 text|holds characters XML cannot/],
      ['ASCII UTF-16LE after a line break', utf16le('\n<APIX001/>'), /holds characters XML cannot/],
    ];
    for (const [name, content, words] of cases) await refused(content, words, name);
  });

  it('refuses a declared encoding other than UTF-8, NUL and control characters, and any DOCTYPE', async () => {
    await refused(original.replace(/^<\?xml version="1.0" encoding="UTF-8"\?>/, '<?xml version="1.0" encoding="UTF-16"?>'), /declares the encoding UTF-16/);
    await refused(original.replace(/^<\?xml version="1.0" encoding="UTF-8"\?>/, "<?xml version='1.0' encoding='UTF-7'?>"), /declares the encoding UTF-7/);
    await refused(original.replace('<ISPB>', '<ISPB>\0'), /holds characters XML cannot \(NUL or other control characters\)/);
    await refused(original.replace('<ISPB>', '<ISPB>\u0007'), /holds characters XML cannot/);
    await refused(withEntity(original), /carries a DOCTYPE/);
    await refused(withEntity(original, '<!ENTITY ispb SYSTEM "file:///etc/hostname">'), /carries a DOCTYPE/);
    await refused(withEntity(original, '<!ENTITY ispb SYSTEM "http://127.0.0.1:9/x">'), /carries a DOCTYPE/);
    await refused(original.replace('<APIX001', '<!doctype APIX001>\n<APIX001'), /carries a DOCTYPE/);
  });

  it('takes UTF-8 with or without its byte-order mark', async () => {
    expect(original).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const bom = withBom([0xef, 0xbb, 0xbf], new TextEncoder().encode(original));
    const answer = await upload(kit, { id, kind: 'replacement' }, { name: 'bom.xml', type: 'application/xml', content: bom });
    expect([answer.code, answer.msg]).toEqual([200, expect.stringMatching(/^bom\.xml is version 2 of APIX001/)]);
  });
});

describe('the schema check parses with entities, DTDs and the network off, whatever the checks before it said', () => {
  it('does not expand an internal entity: the file is invalid, not read as holding the ISPB', async () => {
    const check = await checkApix001(withEntity(original));
    expect(check.valid).toBe(false);
  });

  it('does not load an external entity, from a file or the network', async () => {
    // A file that holds exactly what would make the attack's file valid, were it read.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'xxe-'));
    const bait = path.join(folder, 'ispb.txt');
    fs.writeFileSync(bait, '12345678');
    for (const target of [pathToFileURL(bait).href, bait, 'http://127.0.0.1:9/ispb.txt']) {
      expect(await checkApix001(withEntity(original, `<!ENTITY ispb SYSTEM "${target}">`)), target).toMatchObject({ valid: false });
    }
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('reads the header through comments, CDATA and character references', async () => {
    const dressed = original
      .replace('<ISPB>12345678</ISPB>', '<ISPB><![CDATA[1234]]>&#53;678<!-- 99999999 --></ISPB>');
    const check = await checkApix001(dressed);
    expect(check).toMatchObject({ valid: true, header: { ispb: '12345678', reportType: 'APIX001' } });
  });
});

describe('a stored file that holds NUL characters', () => {
  it('downloads with and without an Idempotency-Key (files stored before uploads were checked)', async () => {
    const [file] = await kit.t.db.select().from(monthReportFiles).where(and(eq(monthReportFiles.report_id, id), eq(monthReportFiles.version, 1)));
    const withNul = new TextEncoder().encode(original.replace('<ISPB>', '<ISPB>\0'));
    await kit.t.db.update(monthReportFiles).set({ content: withNul }).where(eq(monthReportFiles.id, file!.id));
    const plain = await kit.t.call(reports.download, { id, version: 1 }, { token: kit.viewer });
    expect(plain.code).toBe(200);
    const keyed = await kit.t.call(reports.download, { id, version: 1 }, { token: kit.viewer, idempotencyKey: 'download-nul-0001' });
    expect(keyed.code, keyed.msg).toBe(200);
    expect(keyed.data!.content).toContain('<ISPB>\0');
    expect(await kit.t.call(reports.download, { id, version: 1 }, { token: kit.viewer, idempotencyKey: 'download-nul-0001' })).toEqual(keyed);
  });
});
