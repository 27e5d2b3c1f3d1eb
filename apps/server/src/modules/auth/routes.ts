// Staff sign-in, sign-out and the signed-in member's profile and permissions.
import { auth } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { adminProfile, sortedPermissions } from '../staff/queries.js';
import { revokeSession } from './sessions.js';
import { signIn } from './service.js';
import { admitLoginAttempt } from './login-throttle.js';
import { changeOwnPassword, confirmTotpEnrolment, reauthenticate, startTotpEnrolment } from './account-security.js';

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
  }, {
    admit: ({ db, config, clock, body, request }) => admitLoginAttempt(db, { ip: request.ip, username: body.username, now: clock.now() }, config.login),
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

  bind(auth.changePassword, async ({ db, config, admin, body, clock, audit, answer }) => {
    audit.target = `admin:${admin.id}`;
    answer.msg = 'Your password is changed; your other sessions are ended';
    return changeOwnPassword(db, config, admin, { current: body.current_password, next: body.new_password, now: clock.now() });
  }),

  bind(auth.reauthenticate, async ({ db, config, admin, body, clock, audit, answer }) => {
    audit.target = `session:${admin.sessionId}`;
    answer.msg = 'Confirmed: you may change access for the next 15 minutes';
    return reauthenticate(db, config, admin, { password: body.password, totp: body.totp, now: clock.now() });
  }),

  bind(auth.totpEnroll, async ({ db, admin, clock, audit, answer }) => {
    audit.target = `admin:${admin.id}`;
    answer.msg = 'Scan the QR code with your authenticator app, then type a code it shows';
    // The secret is shown to its owner once and never written to the audit log.
    return startTotpEnrolment(db, admin, clock.now());
  }),

  bind(auth.totpConfirm, async ({ db, admin, body, clock, audit, answer }) => {
    const result = await confirmTotpEnrolment(db, admin, { code: body.code, now: clock.now() });
    Object.assign(audit, { target: `admin:${admin.id}`, after: { totp_enabled: true } });
    answer.msg = 'Two-factor sign-in is on. Keep the recovery codes somewhere safe';
    return result;
  }),
];
