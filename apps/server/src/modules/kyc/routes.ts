// KYC checks: the review queue, the documents each holds, and the decisions.
import { users, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { listKycChecks } from './queries.js';
import { reviewKycCheck } from './service.js';
import { addKycDocument, kycDetail, readKycDocument } from './documents.js';

export const kycRoutes = [
  bind(users.kycList, ({ db, body }) => listKycChecks(db, body)),
  bind(users.kycDetail, ({ db, body }) => kycDetail(db, body.id)),
  // A look at an identity document leaves an audit row naming it, without its content.
  bind(users.kycDocument, async ({ db, body }) => {
    const document = await readKycDocument(db, body.id);
    const { content_base64: _content, ...described } = document;
    return answered(document, { audit: { target: `kyc_document:${body.id}`, after: described } });
  }),
  bind(users.kycDocumentUpload, async ({ db, body, member, clock }) => {
    const document = await addKycDocument(db, { checkId: body.check_id, kind: body.kind, file: body.file, uploadedBy: member.username, now: clock.now() });
    return answered(document, {
      said: words('kyc.document_added', { file: document.file_name, id: String(body.check_id) }),
      audit: { target: `kyc:${body.check_id}`, after: document },
    });
  }),
  bind(users.kycReview, async ({ db, body, member, clock }) => {
    const { before, after } = await reviewKycCheck(db, { ...body, reviewer: member, now: clock.now() });
    return answered(after, {
      said: words(body.decision === 'approved' ? 'kyc.approved' : 'kyc.rejected', { id: String(body.id) }),
      audit: { target: `kyc:${body.id}`, before, after },
    });
  }),
];
