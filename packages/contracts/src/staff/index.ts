import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { CreatedBetween, filterOf, Instant, listData, Paging, RowId, TimeZone } from '../common.js';
import { AuditResult, StaffStatus } from '../options.js';
import { StaffAccount } from '../staff-account.js';
import { PERMISSIONS, type Permission } from '../permissions.js';
import { CUSTOMER_OPERATOR, DICT_OPERATOR, SYSTEM_OPERATOR } from '../operators.js';

// The names records give what no member did, declared on their own (operators.ts) and still named here.
export { CUSTOMER_OPERATOR, DICT_OPERATOR, SYSTEM_OPERATOR } from '../operators.js';

const PermissionName = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);
const RoleName = z.string().check(z.trim(), z.minLength(2, 'must be at least 2 characters'), z.maxLength(60));
/** An IPv4 or IPv6 network in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`), or one address. */
export function networkProblem(text: string): string | null {
  const [address = '', prefix, extra] = text.split('/');
  if (extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return 'must be an address or a network such as 10.0.0.0/8';
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    if (v4.slice(1).some((octet) => Number(octet) > 255)) return 'has a part above 255';
    return prefix !== undefined && Number(prefix) > 32 ? 'has a prefix above /32' : null;
  }
  if (!/^[0-9a-f:]+$/i.test(address) || !address.includes(':') || (address.match(/::/g) ?? []).length > 1) return 'must be an address or a network such as 10.0.0.0/8';
  return prefix !== undefined && Number(prefix) > 128 ? 'has a prefix above /128' : null;
}

const Network = z.string().check(z.trim(), z.superRefine((text, ctx) => {
  const problem = networkProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: `${text} ${problem}` });
}));

const Permissions = z.pipe(z.array(PermissionName).check(z.maxLength(Object.keys(PERMISSIONS).length)), z.transform((list) => [...new Set(list)].sort()));

export const Role = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  built_in: z.boolean(),
  /** Members of the role must sign in with a TOTP code; those not enrolled are asked at sign-in. */
  totp_required: z.boolean(),
  /** The networks the role's members may sign in and call from; empty: any. */
  allowed_networks: z.array(z.string()),
  permissions: z.array(PermissionName),
  members: z.int(),
});
export type Role = z.infer<typeof Role>;

export const StaffMember = z.extend(StaffAccount, {
  must_change_password: z.boolean(),
  locked_until: z.nullable(Instant),
  created_at: Instant,
  /** Whether the member asking may manage this one: they hold every permission this one holds. */
  manageable: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const AuditEntry = z.object({
  id: z.int(),
  at: Instant,
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  /** `asked`: the action waits for a second person (an approval request); nothing moved yet. */
  result: AuditResult.schema,
  code: z.int(),
  /** Plain English, as the call answered it. */
  message: z.string(),
  /** The message as catalogue words, for clients that word it in the reader's language (entries written before words existed have none). */
  words: z.optional(z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
  ip: z.string(),
  request_id: z.string(),
  /** The checker whose approval ran this action, the actor being the member who asked. */
  approved_by: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const RoleFields = {
  name: RoleName,
  description: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  totp_required: z._default(z.boolean(), false),
  allowed_networks: z.pipe(z._default(z.array(Network).check(z.maxLength(20)), []), z.transform((list) => [...new Set(list)])),
  permissions: Permissions,
};

export const roleList = endpoint({
  path: '/api/v1/role/list',
  access: 'roles.view',
  summary: 'Every role with its permissions and how many members hold it',
  body: z.strictObject({}),
  data: z.object({ list: z.array(Role) }),
});

export const roleCreate = endpoint({
  path: '/api/v1/role/create',
  access: 'roles.manage',
  mutation: true,
  sensitive: true,
  summary: 'Create a role; nobody can grant a permission they do not hold',
  body: z.strictObject(RoleFields),
  data: Role,
});

export const roleUpdate = endpoint({
  path: '/api/v1/role/update',
  access: 'roles.manage',
  mutation: true,
  sensitive: true,
  summary: "Rename a role or change its permissions; takes effect on its members' next call",
  body: z.strictObject({ id: RowId, ...RoleFields }),
  data: Role,
});

export const roleDelete = endpoint({
  path: '/api/v1/role/delete',
  access: 'roles.manage',
  mutation: true,
  sensitive: true,
  summary: 'Delete a role that is not built in and that nobody holds',
  body: z.strictObject({ id: RowId }),
  data: z.null(),
});

/** No member may take a name that records give someone else: their actions would read as another's. */
const RESERVED_USERNAMES = [SYSTEM_OPERATOR, CUSTOMER_OPERATOR, DICT_OPERATOR].map((name) => name.toLowerCase());

const Username = z.string().check(
  z.trim(),
  z.regex(/^[A-Za-z0-9._-]{3,64}$/, 'must be 3 to 64 letters, digits, dots, dashes or underscores'),
  z.refine((name) => !RESERVED_USERNAMES.includes(name.toLowerCase()), `is kept for what records say the system, the customer or the DICT did (${RESERVED_USERNAMES.join(', ')})`),
);

export const staffList = endpoint({
  path: '/api/v1/staff/list',
  access: 'staff.view',
  exportable: true,
  summary: 'Staff accounts, filtered and paged',
  body: z.strictObject({
    ...Paging,
    status: filterOf(StaffStatus.schema),
    role_id: z.optional(RowId),
    keyword: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  }),
  data: listData(StaffMember),
});

/** What a member's creator or manager sets: the username aside, which never changes. */
const MemberFields = {
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email('is not a valid e-mail address')),
  role_id: RowId,
};

/** A temporary password, shown once: the member must change it at the first sign-in. */
const WithTemporaryPassword = z.object({ member: StaffMember, temporary_password: z.string() });

export const staffCreate = endpoint({
  path: '/api/v1/staff/create',
  access: 'staff.manage',
  mutation: true,
  sensitive: true,
  summary: 'Create a staff account with a temporary password, shown once',
  body: z.strictObject({ username: Username, ...MemberFields }),
  data: WithTemporaryPassword,
});

export const staffUpdate = endpoint({
  path: '/api/v1/staff/update',
  access: 'staff.manage',
  mutation: true,
  sensitive: true,
  summary: "Change a member's name, e-mail or role",
  body: z.strictObject({ id: RowId, ...MemberFields }),
  data: StaffMember,
});

const staffAction = <const P extends `/api/v1/staff/${string}`, D extends z.ZodMiniType>(path: P, summary: string, data: D) =>
  endpoint({ path, access: 'staff.manage', mutation: true, sensitive: true, summary, body: z.strictObject({ id: RowId }), data });

export const staffDisable = staffAction('/api/v1/staff/disable', 'Disable a staff account and end its sessions', StaffMember);
export const staffEnable = staffAction('/api/v1/staff/enable', 'Enable a disabled staff account', StaffMember);
export const staffResetPassword = staffAction('/api/v1/staff/reset_password', 'Issue a temporary password (shown once) and end the sessions', WithTemporaryPassword);
export const staffResetTotp = staffAction('/api/v1/staff/reset_totp', "Remove a member's two-factor enrolment and recovery codes", StaffMember);

export const auditList = endpoint({
  path: '/api/v1/audit/list',
  access: 'audit.view',
  exportable: true,
  summary: 'The audit log, newest first, filtered and paged',
  body: z.strictObject({
    ...Paging,
    actor: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
    action: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    target: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    result: filterOf(AuditResult.schema),
    ...CreatedBetween,
  }),
  data: listData(AuditEntry),
});

export const auditDetail = endpoint({
  path: '/api/v1/audit/detail',
  access: 'audit.view',
  summary: 'One audit entry with what it changed, before and after',
  body: z.strictObject({ id: z.int().check(z.positive()) }),
  data: z.extend(AuditEntry, { before: z.unknown(), after: z.unknown() }),
});

/** The most rows one export carries; narrow the filters for more. */
export const AUDIT_EXPORT_LIMIT = 10_000;

export const auditExport = endpoint({
  path: '/api/v1/audit/export',
  access: 'audit.view',
  summary: `The filtered audit log as CSV text (at most ${AUDIT_EXPORT_LIMIT} rows, newest first), its times in the zone named (São Paulo by default)`,
  body: z.extend(z.omit(auditList.body, { page: true, page_size: true }), { time_zone: TimeZone }),
  data: z.object({ csv: z.string(), rows: z.int(), truncated: z.boolean() }),
});
