import { ALL_PERMISSIONS, domainOf, type BuiltInRoleName, type Permission, type staff } from '@wallet/contracts';

export type Role = staff.Role;

/** The role the server keeps with every permission, so that someone can always manage access. */
const SUPER_ADMIN: BuiltInRoleName = 'Super admin';
export const isSuperAdmin = (role: Pick<Role, 'name' | 'built_in'>) => role.built_in && role.name === SUPER_ADMIN;

/** What the editor holds while a role is being changed or created. */
export interface RoleDraft {
  name: string;
  description: string;
  totp_required: boolean;
  /** The allowed networks as typed: addresses or CIDR networks, separated by commas or spaces. */
  networks: string;
  permissions: ReadonlySet<Permission>;
}

export const EMPTY_DRAFT: RoleDraft = { name: '', description: '', totp_required: false, networks: '', permissions: new Set() };

const networksOf = (typed: string) => typed.split(/[\s,]+/).filter(Boolean);

export const draftOf = (role: Role): RoleDraft => ({
  name: role.name,
  description: role.description,
  totp_required: role.totp_required,
  networks: role.allowed_networks.join(', '),
  permissions: new Set(role.permissions),
});

/** The permissions grouped by domain, in the order the contracts list them. */
export const DOMAINS: ReadonlyArray<{ domain: string; permissions: readonly Permission[] }> = ALL_PERMISSIONS.reduce<
  { domain: string; permissions: Permission[] }[]
>((groups, permission) => {
  const domain = domainOf(permission);
  const group = groups.find((g) => g.domain === domain);
  if (group) group.permissions.push(permission);
  else groups.push({ domain, permissions: [permission] });
  return groups;
}, []);

/**
 * Whether the member may tick a permission: the server refuses to grant one they do not hold,
 * unless the role already had it (keeping or putting back what was there grants nothing new).
 */
export const canGrant = (permission: Permission, held: ReadonlySet<string>, before: ReadonlySet<Permission>) =>
  held.has(permission) || before.has(permission);

export function isChanged(draft: RoleDraft, before: RoleDraft): boolean {
  return (
    draft.name.trim() !== before.name ||
    draft.description.trim() !== before.description ||
    draft.totp_required !== before.totp_required ||
    networksOf(draft.networks).join() !== networksOf(before.networks).join() ||
    draft.permissions.size !== before.permissions.size ||
    [...draft.permissions].some((p) => !before.permissions.has(p))
  );
}

export function toggle(permissions: ReadonlySet<Permission>, permission: Permission, on: boolean): Set<Permission> {
  const next = new Set(permissions);
  if (on) next.add(permission);
  else next.delete(permission);
  return next;
}

/**
 * "Select all in this domain": when every permission the member may tick is ticked, clears the
 * domain (removing is always allowed); otherwise ticks every one they may grant.
 */
export function toggleDomain(
  permissions: ReadonlySet<Permission>,
  domain: readonly Permission[],
  grantable: (permission: Permission) => boolean,
): Set<Permission> {
  const next = new Set(permissions);
  const full = domain.filter(grantable).every((p) => next.has(p));
  for (const p of domain) {
    if (full) next.delete(p);
    else if (grantable(p)) next.add(p);
  }
  return next;
}

/** The body fields of roleCreate and roleUpdate, permissions sorted as the server stores them. */
export const fieldsOf = (draft: RoleDraft) => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  totp_required: draft.totp_required,
  allowed_networks: networksOf(draft.networks),
  permissions: [...draft.permissions].sort(),
});
