// KYC checks: the review queue and its decisions.
import { users } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { listKycChecks } from './queries.js';
import { reviewKycCheck } from './service.js';

export const kycRoutes = [
  bind(users.kycList, ({ db, body }) => listKycChecks(db, body)),
  bind(users.kycReview, async ({ db, body, admin, clock, audit, answer }) => {
    const { before, after } = await reviewKycCheck(db, { ...body, reviewer: admin, now: clock.now() });
    Object.assign(audit, { target: `kyc:${body.id}`, before, after });
    answer.msg = `KYC check ${body.id} ${body.decision}`;
    return after;
  }),
];
