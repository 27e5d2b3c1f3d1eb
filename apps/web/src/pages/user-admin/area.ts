import { defineArea, pathWith } from '../../router/area';

/** The console's own staff: roles and their permissions, staff accounts and the audit log. */
export const userAdminArea = defineArea({
  screens: {
    'user-admin-role': {
      path: '/userAdmin/role', title: { en: 'Roles', 'pt-BR': 'Perfis de acesso' }, permission: 'roles.view',
      nav: { group: 'user-admin', order: 10 }, page: 'roles/RolePage',
    },
    'user-admin-staff': {
      path: '/userAdmin/staff', title: { en: 'Staff accounts', 'pt-BR': 'Contas da equipe' }, permission: 'staff.view',
      nav: { group: 'user-admin', order: 20 }, shortcut: 's', page: 'staff/StaffPage',
    },
    'user-admin-audit-log': {
      path: '/userAdmin/auditLog', title: { en: 'Audit log', 'pt-BR': 'Registro de auditoria' }, permission: 'audit.view',
      nav: { group: 'user-admin', order: 40 }, shortcut: 'o', page: 'audit/AuditLogPage',
    },
  },
});

/** The audit log, filtered (`target`: a record, `user:42`). */
export const auditLogPath = (query?: { target?: string }) => pathWith(userAdminArea.screens['user-admin-audit-log'].path, query);
