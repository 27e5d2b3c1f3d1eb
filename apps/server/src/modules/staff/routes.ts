// Roles, staff accounts and the audit log: who may do what, and what they did.
import { staff } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { auditDetail, exportAudit, listAudit } from '../audit/queries.js';
import { createMember, listStaff, resetMemberPassword, resetMemberTotp, setMemberStatus, updateMember } from './accounts.js';
import { createRole, deleteRole, listRoles, updateRole } from './roles.js';

const statusRoute = (endpoint: typeof staff.staffDisable | typeof staff.staffEnable, next: 'active' | 'disabled') =>
  bind(endpoint, async ({ db, body, admin, clock, audit, answer }) => {
    const { before, after } = await setMemberStatus(db, admin, body.id, next, clock.now());
    Object.assign(audit, { target: `admin:${body.id}`, before, after });
    answer.msg = `${after.username} is ${next === 'active' ? 'enabled' : 'disabled and signed out'}`;
    return after;
  });

export const staffRoutes = [
  bind(staff.roleList, async ({ db }) => ({ list: await listRoles(db) })),

  bind(staff.roleCreate, async ({ db, body, admin, clock, audit, answer }) => {
    const role = await createRole(db, admin, body, clock.now());
    Object.assign(audit, { target: `role:${role.id}`, after: role });
    answer.msg = `Role ${role.name} created`;
    return role;
  }),

  bind(staff.roleUpdate, async ({ db, body, admin, clock, audit, answer }) => {
    const { before, after } = await updateRole(db, admin, body, clock.now());
    Object.assign(audit, { target: `role:${after.id}`, before, after });
    answer.msg = `Role ${after.name} saved; its members have the new permissions from their next call`;
    return after;
  }),

  bind(staff.roleDelete, async ({ db, body, audit, answer }) => {
    const before = await deleteRole(db, body.id);
    Object.assign(audit, { target: `role:${body.id}`, before });
    answer.msg = `Role ${before.name} deleted`;
    return null;
  }),

  bind(staff.staffList, ({ db, body, admin }) => listStaff(db, admin, body)),

  bind(staff.staffCreate, async ({ db, body, admin, clock, audit, answer }) => {
    const created = await createMember(db, admin, body, clock.now());
    // The temporary password is shown once and never written to the audit log.
    Object.assign(audit, { target: `admin:${created.member.id}`, after: created.member });
    answer.msg = `Staff member ${created.member.username} created`;
    return created;
  }),

  bind(staff.staffUpdate, async ({ db, body, admin, clock, audit, answer }) => {
    const { before, after } = await updateMember(db, admin, body, clock.now());
    Object.assign(audit, { target: `admin:${body.id}`, before, after });
    answer.msg = `${after.username} saved`;
    return after;
  }),

  statusRoute(staff.staffDisable, 'disabled'),
  statusRoute(staff.staffEnable, 'active'),

  bind(staff.staffResetPassword, async ({ db, body, admin, clock, audit, answer }) => {
    const reset = await resetMemberPassword(db, admin, body.id, clock.now());
    Object.assign(audit, { target: `admin:${body.id}`, after: { must_change_password: true } });
    answer.msg = `Temporary password issued for ${reset.member.username}; their sessions are ended`;
    return reset;
  }),

  bind(staff.staffResetTotp, async ({ db, body, admin, clock, audit, answer }) => {
    const member = await resetMemberTotp(db, admin, body.id, clock.now());
    Object.assign(audit, { target: `admin:${body.id}`, after: { totp_enabled: false } });
    answer.msg = `Two-factor sign-in of ${member.username} removed; they enrol again at the next sign-in if their role asks for it`;
    return member;
  }),

  bind(staff.auditList, ({ db, body }) => listAudit(db, body)),
  bind(staff.auditDetail, ({ db, body }) => auditDetail(db, body.id)),
  bind(staff.auditExport, async ({ db, body, answer }) => {
    const exported = await exportAudit(db, body);
    answer.msg = exported.truncated ? `The first ${exported.rows} rows; narrow the filters for the rest` : `${exported.rows} rows exported`;
    return exported;
  }),
];
