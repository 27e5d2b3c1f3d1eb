import { useMemo } from 'react';
import { staff, type Option } from '@wallet/contracts';
import { useApiQuery, useCan } from '../../../api/hooks';

/**
 * The roles a member can be given, for the role filter and the staff form. Listing them needs
 * `roles.view`; without it the list stays empty and nothing is asked of the server.
 */
export function useRoles() {
  const can = useCan();
  const allowed = can('roles.view');
  const query = useApiQuery(staff.roleList, {}, { enabled: allowed, staleTime: 60_000 });
  const roles = query.data?.list;
  const options = useMemo<Option[]>(() => (roles ?? []).map((role) => ({ code: String(role.id), name: role.name })), [roles]);
  return { allowed, options };
}
