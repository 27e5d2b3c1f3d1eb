// Wallet users and merchants: lists, detail, block and unblock, creation, password reset, CPF checks.
import { users, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { changeEach } from '../../http/bulk.js';
import { answered } from '../../core/outcome.js';
import { listUsers, userDetail } from './queries.js';
import { changeStatus, createUser, issueTemporaryPassword, verifyUserCpf } from './service.js';
import { refuseIfHeld } from '../approvals/index.js';
import { markedUnblockGate } from './unblock-gate.js';

const statusSaid = (next: 'active' | 'blocked', name: string) => words(next === 'blocked' ? 'user.blocked' : 'user.unblocked', { name });

const statusRoute = (endpoint: typeof users.block | typeof users.unblock, next: 'active' | 'blocked') =>
  bind(endpoint, async ({ db, body, member, clock }) => {
    const { before, after } = await changeStatus(db, next, { id: body.id, reason: body.reason, actor: member, now: clock.now() });
    return answered(after, {
      said: statusSaid(next, after.name),
      audit: { target: `user:${body.id}`, before, after },
    });
  }, { gates: next === 'active' ? [markedUnblockGate] : [] });

/** The rows chosen on a list, blocked or unblocked each on its own (http/bulk.ts). */
const selectedStatusRoute = (endpoint: typeof users.blockSelected | typeof users.unblockSelected, next: 'active' | 'blocked') =>
  bind(endpoint, ({ db, body, member, clock }) =>
    changeEach(db, body.ids, (id) => `user:${id}`, async (savepoint, id) => {
      if (next === 'active') await refuseIfHeld(savepoint, [markedUnblockGate], { id, reason: body.reason }, { now: clock.now(), maker: member, forUpdate: true });
      const { before, after } = await changeStatus(savepoint, next, { id, reason: body.reason, actor: member, now: clock.now() });
      return { said: statusSaid(next, after.name), before, after };
    }));

export const userRoutes = [
  bind(users.list, ({ db, body }) => listUsers(db, body)),
  bind(users.detail, ({ db, body }) => userDetail(db, body)),
  statusRoute(users.block, 'blocked'),
  statusRoute(users.unblock, 'active'),
  selectedStatusRoute(users.blockSelected, 'blocked'),
  selectedStatusRoute(users.unblockSelected, 'active'),

  bind(users.create, async ({ db, body, clock }) => {
    const created = await createUser(db, body, clock.now());
    return answered(created, {
      said: words('user.created', { record: created.kind === 'merchant' ? 'merchant' : 'user', name: created.name }),
      audit: { target: `user:${created.id}`, after: created },
    });
  }),

  bind(users.resetPassword, async ({ db, body, clock }) => {
    const { user, ...secret } = await issueTemporaryPassword(db, body.id, clock.now());
    // The secret itself never reaches the audit log.
    return answered(secret, {
      said: words('user.temporary_password', { name: user.name }),
      audit: { target: `user:${user.id}`, after: { temporary_password_expires_at: secret.expires_at } },
    });
  }),

  bind(users.verifyCpf, async ({ db, body, member, clock, integrations }) => {
    const verification = await verifyUserCpf(db, integrations.identity, { id: body.id, actor: member, now: clock.now() });
    return answered(verification, { said: words('user.cpf_situation', { situation: verification.situation }), audit: { target: `user:${body.id}`, after: verification } });
  }),
];
