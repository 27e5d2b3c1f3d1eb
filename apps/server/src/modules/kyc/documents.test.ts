import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '@wallet/contracts';
import { auditLogs, kycChecks, kycDocuments } from '../../db/schema/index.js';
import { fingerprint, rowsOf } from '../../test-support/database.js';
import type { TestApp } from '../../test-support/harness.js';
import { kycApp } from '../../test-support/kyc.js';
import { formOf, postForm, type FormFile } from '../../test-support/multipart.js';

let t: TestApp;
let compliance: string;
let support: string;
let pending: number;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%demo\n');
const upload = (checkId: number | string, file?: FormFile, kind = 'front', token = compliance) =>
  postForm(t, users.kycDocumentUpload.path, formOf({ check_id: String(checkId), kind }, file), { token });
const BOOKKEEPING = ['audit_logs', 'admin_sessions'];

beforeAll(async () => {
  ({ t, compliance, support } = await kycApp());
  const [row] = await t.db.select().from(kycChecks).where(eq(kycChecks.status, 'pending')).limit(1);
  pending = row!.id;
});
afterAll(() => t.close());

describe('KYC documents', () => {
  it('come with the demo checks: ID sides and a selfie as PNG, some proofs of address as PDF', async () => {
    const detail = await t.call(users.kycDetail, { id: pending }, { token: support });
    expect(detail.code).toBe(200);
    expect(detail.data!.check.id).toBe(pending);
    expect(detail.data!.documents.map((d) => d.kind).slice(0, 3)).toEqual(['front', 'back', 'selfie']);
    const types = await rowsOf<{ content_type: string }>(t.db, sql`select distinct content_type from kyc_documents order by 1`);
    expect(types.map((r) => r.content_type)).toEqual(['application/pdf', 'image/png']);
  });

  it('are shown with their content to any member who sees KYC, each look audited without the content', async () => {
    const [first] = (await t.call(users.kycDetail, { id: pending }, { token: support })).data!.documents;
    const shown = await t.call(users.kycDocument, { id: first!.id }, { token: support });
    expect(shown.code).toBe(200);
    const bytes = Buffer.from(shown.data!.content_base64, 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.byteLength).toBe(first!.byte_size);
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'kyc/document'), eq(auditLogs.target, `kyc_document:${first!.id}`)));
    expect(audit).toMatchObject({ actor_name: 'sam.support', result: 'ok' });
    expect(JSON.stringify(audit!.after)).not.toContain('content_base64');
    expect((await t.call(users.kycDocument, { id: 999_999 }, { token: support })).code).toBe(404);
  });

  it('are added to a pending check as a JPEG, PNG or PDF that is what it says', async () => {
    const answer = await upload(pending, { name: 'C:\\fakepath\\proof.pdf', type: 'application/pdf', content: PDF }, 'proof_of_address');
    expect(answer).toMatchObject({ code: 200, msg: `proof.pdf added to KYC check ${pending}`, data: { kind: 'proof_of_address', file_name: 'proof.pdf', content_type: 'application/pdf', byte_size: PDF.byteLength, uploaded_by: 'carla.compliance' } });
    const [stored] = await t.db.select().from(kycDocuments).where(eq(kycDocuments.id, (answer.data as users.KycDocument).id));
    expect(Buffer.from(stored!.content).equals(Buffer.from(PDF))).toBe(true);
  });

  it('refuse what is not a document, too big, empty, mislabelled, on a decided check or from a member who cannot review, changing nothing', async () => {
    const [decided] = await t.db.select().from(kycChecks).where(eq(kycChecks.status, 'approved')).limit(1);
    const before = await fingerprint(t.db, { except: BOOKKEEPING });
    const refusals: [Promise<{ code: number; msg: string }>, number, RegExp][] = [
      [upload(pending, { name: 'x.gif', type: 'image/gif', content: new Uint8Array([0x47, 0x49, 0x46]) }), 400, /a KYC document must be a JPEG or PNG image or a PDF/],
      [upload(pending, { name: 'fake.png', type: 'image/png', content: PDF }), 400, /is not the image\/png it says it is/],
      [upload(pending, { name: 'page.html', type: 'application/pdf', content: new TextEncoder().encode('<html>') }), 400, /is not the application\/pdf it says it is/],
      [upload(pending, { name: 'empty.png', type: 'image/png', content: new Uint8Array() }), 400, /is empty/],
      [upload(pending, { name: 'big.png', type: 'image/png', content: new Uint8Array(users.KYC_DOCUMENT_MAX_BYTES + 1).fill(1, 8).map((b, i) => PNG[i] ?? b) }), 400, /larger than the 5242880 bytes/],
      [upload(decided!.id, { name: 'late.png', type: 'image/png', content: PNG }), 409, /was already decided/],
      [upload(999_999, { name: 'nobody.png', type: 'image/png', content: PNG }), 404, /not found|no KYC check/i],
      [upload(pending, { name: 'x.png', type: 'image/png', content: PNG }, 'passport_photo'), 400, /kind/],
      [upload(pending, undefined), 400, /file/],
      [upload(pending, { name: 'x.png', type: 'image/png', content: PNG }, 'front', support), 403, /kyc.review/],
    ];
    for (const [call, code, msg] of refusals) {
      const answer = await call;
      expect(answer.code, answer.msg).toBe(code);
      expect(answer.msg).toMatch(msg);
    }
    expect(await fingerprint(t.db, { except: BOOKKEEPING })).toEqual(before);
  });

  it('stop at ten a check', async () => {
    const held = (await t.call(users.kycDetail, { id: pending }, { token: compliance })).data!.documents.length;
    for (let i = held; i < users.KYC_DOCUMENTS_PER_CHECK; i++) expect((await upload(pending, { name: `p${i}.png`, type: 'image/png', content: PNG }, 'other')).code).toBe(200);
    const full = await upload(pending, { name: 'one-more.png', type: 'image/png', content: PNG }, 'other');
    expect(full).toMatchObject({ code: 409, msg: `KYC check ${pending} already holds 10 documents, as many as a check keeps` });
  });
});

