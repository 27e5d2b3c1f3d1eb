import { BUILT_IN_ROLES, type BuiltInRoleName } from '@wallet/contracts';
import type { Say } from '../../../i18n/word-key';
import type { Role } from './role-draft';

const isBuiltInName = (name: string): name is BuiltInRoleName => Object.hasOwn(BUILT_IN_ROLES, name);

/**
 * A role's description in the member's language: a built-in role's own description is worded by
 * its name; one a member wrote (a custom role's, or a built-in's they changed) is theirs, as written.
 */
export function roleDescription(t: Say, role: Pick<Role, 'name' | 'built_in' | 'description'>): string {
  if (role.built_in && isBuiltInName(role.name) && role.description === BUILT_IN_ROLES[role.name].description) {
    return t(`roles.builtInDescription.${role.name}`);
  }
  return role.description;
}
