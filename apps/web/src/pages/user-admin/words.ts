import { permissionWords } from '../../i18n/permissions';
import { userAdminWords } from './messages';
import { rolesWords } from './roles/messages';
import type { WordsByNamespace } from '../../i18n/words';

/** The words of the role, staff and audit log screens, and what each permission allows: the router adds them before the area's first page draws. */
export default { userAdmin: userAdminWords, roles: rolesWords, permission: permissionWords } satisfies WordsByNamespace;
