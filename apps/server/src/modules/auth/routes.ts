// Staff sign-in, sign-out and the signed-in member's profile and permissions.
import { auth } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { adminProfile, sortedPermissions } from '../staff/queries.js';
import { revokeSession } from './sessions.js';
import { signIn } from './service.js';

export const authRoutes = [
  bind(auth.login, async ({ db, config, clock, body, request, audit, answer }) => {
    audit.actorName = body.username;
    audit.target = `admin:${body.username}`;
    const outcome = await signIn(db, config, { ...body, ip: request.ip, userAgent: request.userAgent, now: clock.now() });
    if ('admin' in outcome) {
      audit.actorId = outcome.admin.id;
      answer.msg = `Welcome, ${outcome.admin.name}`;
    }
    return outcome;
  }),

  bind(auth.logout, async ({ db, clock, admin, audit, answer }) => {
    audit.target = `session:${admin.sessionId}`;
    answer.msg = 'You are signed out';
    await revokeSession(db, admin.sessionId, clock.now());
    return null;
  }),

  bind(auth.me, async ({ db, admin }) => ({
    admin: await adminProfile(db, admin.id),
    permissions: sortedPermissions(admin),
  })),
];
