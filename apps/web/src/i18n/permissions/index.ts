/**
 * What each permission allows, worded in the member's language: English is the contracts' own
 * description, pt-BR in pt-BR.ts. A permission `domain.action` reads as `permission.domain.action`.
 */
import { PERMISSIONS, type Permission } from '@wallet/contracts';
import { defineWords } from '../words';

/** `{ 'users.view': … }` as i18next nests it: `{ users: { view: … } }`. */
export function nested(words: Record<Permission, string>) {
  const byDomain: Record<string, Record<string, string>> = {};
  for (const [permission, text] of Object.entries(words)) {
    const [domain, action] = permission.split('.') as [string, string];
    (byDomain[domain] ??= {})[action] = text;
  }
  return byDomain;
}

/** What each permission allows in English (their pt-BR is `permissionsPtBR`, in pt-BR.ts). */
export const permissionWords = defineWords(nested(PERMISSIONS));

/** The translation key of what one permission allows. */
export const permissionKey = (permission: Permission) => `permission.${permission}` as const;
