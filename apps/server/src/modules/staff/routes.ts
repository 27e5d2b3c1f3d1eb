// Roles, staff accounts and the audit log: who may do what, and what they did.
import { staff, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { auditDetail, exportAudit, listAudit } from '../audit/index.js';
import { createMember, listStaff, resetMemberPassword, resetMemberTotp, setMemberStatus, updateMember } from './accounts.js';
import { createRole, deleteRole, listRoles, updateRole } from './roles.js';
import { memberRoleGate, roleCreateGate, roleDeleteGate, roleUpdateGate, staffCreateGate, totpResetGate } from './approval-gates.js';

const statusRoute = (endpoint: typeof staff.staffDisable | typeof staff.staffEnable, next: 'active' | 'disabled') =>
  bind(endpoint, async ({ db, body, member, clock }) => {
    const { before, after } = await setMemberStatus(db, member, body.id, next, clock.now());
    return answered(after, {
      said: words(next === 'active' ? 'staff.enabled' : 'staff.disabled', { username: after.username }),
      audit: { target: `admin:${body.id}`, before, after },
    });
  });

export const staffRoutes = [
  bind(staff.roleList, async ({ db }) => ({ list: await listRoles(db) })),

  bind(staff.roleCreate, async ({ db, body, member, clock }) => {
    const role = await createRole(db, member, body, clock.now());
    return answered(role, { said: words('role.created', { name: role.name }), audit: { target: `role:${role.id}`, after: role } });
  }, { gates: [roleCreateGate] }),

  bind(staff.roleUpdate, async ({ db, body, member, clock }) => {
    const { before, after } = await updateRole(db, member, body, clock.now());
    return answered(after, { said: words('role.saved', { name: after.name }), audit: { target: `role:${after.id}`, before, after } });
  }, { gates: [roleUpdateGate] }),

  bind(staff.roleDelete, async ({ db, body, member }) => {
    const before = await deleteRole(db, member, body.id);
    return answered(null, { said: words('role.deleted', { name: before.name }), audit: { target: `role:${body.id}`, before } });
  }, { gates: [roleDeleteGate] }),

  bind(staff.staffList, ({ db, body, member }) => listStaff(db, member, body)),

  bind(staff.staffCreate, async ({ db, body, member, clock }) => {
    const created = await createMember(db, member, body, clock.now());
    // The temporary password is shown once and never written to the audit log.
    return answered(created, {
      said: words('staff.created', { username: created.member.username }),
      audit: { target: `admin:${created.member.id}`, after: created.member },
    });
  }, { gates: [staffCreateGate] }),

  bind(staff.staffUpdate, async ({ db, body, member, clock }) => {
    const { before, after } = await updateMember(db, member, body, clock.now());
    return answered(after, { said: words('staff.saved', { username: after.username }), audit: { target: `admin:${body.id}`, before, after } });
  }, { gates: [memberRoleGate] }),

  statusRoute(staff.staffDisable, 'disabled'),
  statusRoute(staff.staffEnable, 'active'),

  bind(staff.staffResetPassword, async ({ db, body, member, clock }) => {
    const reset = await resetMemberPassword(db, member, body.id, clock.now());
    return answered(reset, {
      said: words('staff.temporary_password', { username: reset.member.username }),
      audit: { target: `admin:${body.id}`, after: { must_change_password: true } },
    });
  }),

  bind(staff.staffResetTotp, async ({ db, body, member, clock }) => {
    const after = await resetMemberTotp(db, member, body.id, clock.now());
    return answered(after, {
      said: words('staff.totp_removed', { username: after.username }),
      audit: { target: `admin:${body.id}`, after: { totp_enabled: false } },
    });
  }, { gates: [totpResetGate] }),

  bind(staff.auditList, ({ db, body }) => listAudit(db, body)),
  bind(staff.auditDetail, ({ db, body }) => auditDetail(db, body.id)),
  bind(staff.auditExport, async ({ db, body }) => {
    const exported = await exportAudit(db, body);
    return answered(exported, { said: words(exported.truncated ? 'audit.exported_first' : 'audit.exported', { rows: exported.rows }) });
  }),
];
