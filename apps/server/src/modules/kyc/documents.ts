import { createHash } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { users, type UploadedFile } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { kycChecks, kycDocuments } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import { baseName, mediaTypeOf } from '../reports/index.js';
import { findKycCheck } from './queries.js';

type DocumentType = (typeof users.KYC_DOCUMENT_TYPES)[number];

/** How each type's files begin: a file whose first bytes say otherwise is refused, whatever it claims. */
const MAGIC: Record<DocumentType, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [...'%PDF-'].map((c) => c.charCodeAt(0)),
};

const isDocumentType = (type: string): type is DocumentType => (users.KYC_DOCUMENT_TYPES as readonly string[]).includes(type);

const described = { id: kycDocuments.id, check_id: kycDocuments.check_id, kind: kycDocuments.kind, file_name: kycDocuments.file_name, content_type: kycDocuments.content_type, byte_size: kycDocuments.byte_size, uploaded_by: kycDocuments.uploaded_by, uploaded_at: kycDocuments.uploaded_at };
type DescribedRow = { [K in keyof typeof described]: (typeof kycDocuments.$inferSelect)[K] };

const toDocument = (row: DescribedRow): users.KycDocument => ({ ...row, uploaded_at: row.uploaded_at.toISOString() });

/** A check and its documents, in the order they came. */
export async function kycDetail(db: Database, id: number) {
  const check = await findKycCheck(db, id);
  if (!check) throw notFound('kyc_check', id);
  const rows = await db.select(described).from(kycDocuments).where(eq(kycDocuments.check_id, id)).orderBy(asc(kycDocuments.id));
  return { check, documents: rows.map(toDocument) };
}

/** One document with its content, to be shown inline. */
export async function readKycDocument(db: Database, id: number) {
  const [row] = await db.select({ ...described, content: kycDocuments.content }).from(kycDocuments).where(eq(kycDocuments.id, id));
  if (!row) throw notFound('kyc_document', id);
  const { content, ...rest } = row;
  return { ...toDocument(rest), content_base64: Buffer.from(content).toString('base64') };
}

/**
 * Adds a document to a check still waiting for review: a JPEG, PNG or PDF, not empty, at most
 * 5 MB, whose first bytes are what its type says, and at most KYC_DOCUMENTS_PER_CHECK a check.
 */
export async function addKycDocument(db: Database, input: { checkId: number; kind: users.KycDocumentKind; file: UploadedFile; uploadedBy: string; now: Date }) {
  const { checkId, file } = input;
  const [check] = await db.select().from(kycChecks).where(eq(kycChecks.id, checkId)).for('update');
  if (!check) throw notFound('kyc_check', checkId);
  if (check.status !== 'pending') throw refusalError(409, 'kyc.not_pending', { id: String(checkId) });
  const [held] = await db.select({ n: count() }).from(kycDocuments).where(eq(kycDocuments.check_id, checkId));
  if ((held?.n ?? 0) >= users.KYC_DOCUMENTS_PER_CHECK) throw refusalError(409, 'kyc.documents_full', { id: String(checkId), max: users.KYC_DOCUMENTS_PER_CHECK });
  const contentType = checkedType(file);
  const [added] = await db.insert(kycDocuments).values({
    check_id: checkId, kind: input.kind, file_name: baseName(file.file_name), content_type: contentType, byte_size: file.content.byteLength,
    sha256: createHash('sha256').update(file.content).digest('hex'), content: file.content, uploaded_by: input.uploadedBy, uploaded_at: input.now,
  }).returning(described);
  return toDocument(added!);
}

/** The file's type once its size, declared type and first bytes agree; otherwise the refusal that says which does not. */
function checkedType(file: UploadedFile): DocumentType {
  const name = baseName(file.file_name);
  const size = file.content.byteLength;
  if (size === 0) throw refusalError(400, 'upload.empty', { file: name });
  if (size > users.KYC_DOCUMENT_MAX_BYTES) throw refusalError(400, 'upload.too_large', { size, max: users.KYC_DOCUMENT_MAX_BYTES });
  const type = mediaTypeOf(file.content_type);
  if (!isDocumentType(type)) throw refusalError(400, 'kyc.document_type', { file: name, type: type || 'untyped' });
  if (!MAGIC[type].every((byte, i) => file.content[i] === byte)) throw refusalError(400, 'kyc.document_content', { file: name, type });
  return type;
}
