import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Instant, RowId, UPLOAD_MAX_BYTES, UploadedFile } from '../common.js';
import { KycCheck } from './kyc-check.js';

/** What a KYC document may be, judged by its first bytes as well as by its declared type. */
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const KYC_DOCUMENT_MAX_BYTES = UPLOAD_MAX_BYTES;
/** Documents one check keeps at most: the sides of an ID, a selfie, a proof of address and a few more. */
export const KYC_DOCUMENTS_PER_CHECK = 10;

/** Which part of the customer's file a document is. */
export const KycDocumentKind = z.enum(['front', 'back', 'selfie', 'proof_of_address', 'other']);
export type KycDocumentKind = z.infer<typeof KycDocumentKind>;

export const KycDocument = z.object({
  id: z.int(),
  check_id: z.int(),
  kind: KycDocumentKind,
  file_name: z.string(),
  content_type: z.enum(KYC_DOCUMENT_TYPES),
  byte_size: z.int(),
  /** Who added it: the customer through the app, or the member who uploaded it. */
  uploaded_by: z.string(),
  uploaded_at: Instant,
});
export type KycDocument = z.infer<typeof KycDocument>;

export const kycDetail = endpoint({
  path: '/api/v1/kyc/detail',
  access: 'kyc.view',
  summary: 'One KYC check with the documents it holds (without their content)',
  body: z.strictObject({ id: RowId }),
  data: z.object({ check: KycCheck, documents: z.array(KycDocument) }),
});

export const kycDocument = endpoint({
  path: '/api/v1/kyc/document',
  access: 'kyc.view',
  // A look at a customer's identity document is audited like a change.
  mutation: true,
  summary: "One KYC document with its content (base64), to show inline; every look is audited",
  body: z.strictObject({ id: RowId }),
  data: z.extend(KycDocument, { content_base64: z.string() }),
});

export const kycDocumentUpload = endpoint({
  path: '/api/v1/kyc/document_upload',
  access: 'kyc.review',
  mutation: true,
  upload: true,
  summary: 'Add a document (multipart/form-data: a JPEG or PNG image or a PDF, at most 5 MB) to a pending KYC check',
  // Form fields arrive as text: the id must be written in digits.
  body: z.strictObject({
    check_id: z.pipe(z.pipe(z.string().check(z.regex(/^\d{1,10}$/, 'must be a KYC check id')), z.transform(Number)), RowId),
    kind: KycDocumentKind,
    file: UploadedFile,
  }),
  data: KycDocument,
});
