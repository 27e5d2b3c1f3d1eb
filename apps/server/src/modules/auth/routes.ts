// Staff sign-in, sign-out and the signed-in member's profile and permissions.
import { auth, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { Refusal } from '../../core/errors.js';
import { answered } from '../../core/outcome.js';
import { adminProfile, sortedPermissions } from './admin-profile.js';
import { revokeSession } from './sessions.js';
import { signIn } from './service.js';
import { admitLoginAttempt } from './login-throttle.js';
import { changeOwnPassword, confirmTotpEnrolment, reauthenticate, startTotpEnrolment } from './account-security.js';

export const authRoutes = [
  bind(auth.login, async ({ db, config, clock, body, request }) => {
    const outcome = await signIn(db, config, { ...body, ip: request.ip, userAgent: request.userAgent, now: clock.now() });
    if (!('admin' in outcome)) return outcome;
    return answered(outcome, { said: words('sign_in.welcome', { name: outcome.admin.name }), audit: { actorId: outcome.admin.id } });
  }, {
    // Known before the outcome, so that a refused attempt is audited under the name it tried.
    auditFirst: ({ body }) => ({ actorName: body.username, target: `admin:${body.username}` }),
    admit: ({ db, config, clock, body, request }) => admitLoginAttempt(db, { ip: request.ip, username: body.username, now: clock.now() }, config.login),
  }),

  bind(auth.logout, async ({ db, clock, member }) => {
    await revokeSession(db, member.sessionId, clock.now());
    return answered(null, { said: words('sign_out.done'), audit: { target: `session:${member.sessionId}` } });
  }),

  bind(auth.me, async ({ db, member }) => ({
    admin: await adminProfile(db, member.id),
    permissions: sortedPermissions(member),
  })),

  bind(auth.changePassword, async ({ db, config, member, body, clock }) => {
    const outcome = await changeOwnPassword(db, config, member, { current: body.current_password, next: body.new_password, now: clock.now() });
    return outcome instanceof Refusal ? outcome : answered(outcome, { said: words('password.changed') });
  }, { auditFirst: ({ member }) => ({ target: `admin:${member.id}` }) }),

  bind(auth.reauthenticate, async ({ db, config, member, body, clock }) => {
    const outcome = await reauthenticate(db, config, member, { password: body.password, totp: body.totp, now: clock.now() });
    return outcome instanceof Refusal ? outcome : answered(outcome, { said: words('reauth.done') });
  }, { auditFirst: ({ member }) => ({ target: `session:${member.sessionId}` }) }),

  // The secret is shown to its owner once and never written to the audit log.
  bind(auth.totpEnroll, async ({ db, member, clock }) =>
    answered(await startTotpEnrolment(db, member, clock.now()), { said: words('totp.scan'), audit: { target: `admin:${member.id}` } })),

  bind(auth.totpConfirm, async ({ db, member, body, clock }) => {
    const result = await confirmTotpEnrolment(db, member, { code: body.code, now: clock.now() });
    return answered(result, { said: words('totp.enabled'), audit: { target: `admin:${member.id}`, after: { totp_enabled: true } } });
  }),
];
