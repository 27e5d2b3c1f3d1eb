// Wallet users and merchants: lists, detail, block and unblock, creation, password reset, CPF checks.
import { users } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { listUsers, userDetail } from './queries.js';
import { changeStatus, createUser, issueTemporaryPassword, verifyUserCpf } from './service.js';

const statusRoute = (endpoint: typeof users.block | typeof users.unblock, next: 'active' | 'blocked', verb: string) =>
  bind(endpoint, async ({ db, body, admin, clock, audit, answer }) => {
    const { before, after } = await changeStatus(db, next, { id: body.id, reason: body.reason, actor: admin, now: clock.now() });
    Object.assign(audit, { target: `user:${body.id}`, before, after });
    answer.msg = `${after.name} ${verb}`;
    return after;
  });

export const userRoutes = [
  bind(users.list, ({ db, body }) => listUsers(db, body)),
  bind(users.detail, ({ db, body }) => userDetail(db, body)),
  statusRoute(users.block, 'blocked', 'is blocked'),
  statusRoute(users.unblock, 'active', 'is unblocked'),

  bind(users.create, async ({ db, body, clock, audit, answer }) => {
    const created = await createUser(db, body, clock.now());
    Object.assign(audit, { target: `user:${created.id}`, after: created });
    answer.msg = `${created.kind === 'merchant' ? 'Merchant' : 'User'} ${created.name} created`;
    return created;
  }),

  bind(users.resetPassword, async ({ db, body, clock, audit, answer }) => {
    const { user, ...secret } = await issueTemporaryPassword(db, body.id, clock.now());
    // The secret itself never reaches the audit log.
    Object.assign(audit, { target: `user:${user.id}`, after: { temporary_password_expires_at: secret.expires_at } });
    answer.msg = `Temporary password issued for ${user.name}`;
    return secret;
  }),

  bind(users.verifyCpf, async ({ db, body, admin, clock, integrations, audit, answer }) => {
    const verification = await verifyUserCpf(db, integrations.identity, { id: body.id, actor: admin, now: clock.now() });
    Object.assign(audit, { target: `user:${body.id}`, after: verification });
    answer.msg = `CPF situation: ${verification.situation}`;
    return verification;
  }),
];
