import { nested } from '../../i18n/permissions';
import { permissionsPtBR } from '../../i18n/permissions/pt-BR';
import { userAdminWords } from './messages.pt-BR';
import { rolesWords } from './roles/messages.pt-BR';
import type { TranslatedWords } from '../../i18n/words';
import type english from './words';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default { userAdmin: userAdminWords, roles: rolesWords, permission: nested(permissionsPtBR) } satisfies TranslatedWords<typeof english>;
