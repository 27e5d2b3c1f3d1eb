// KYC checks: the review queue and its decisions.
import { users, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../http/outcome.js';
import { listKycChecks } from './queries.js';
import { reviewKycCheck } from './service.js';

export const kycRoutes = [
  bind(users.kycList, ({ db, body }) => listKycChecks(db, body)),
  bind(users.kycReview, async ({ db, body, admin, clock }) => {
    const { before, after } = await reviewKycCheck(db, { ...body, reviewer: admin, now: clock.now() });
    return answered(after, {
      said: words(body.decision === 'approved' ? 'kyc.approved' : 'kyc.rejected', { id: String(body.id) }),
      audit: { target: `kyc:${body.id}`, before, after },
    });
  }),
];
