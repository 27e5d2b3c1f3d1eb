import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/client.js';
import { generatePassword } from '../auth/index.js';
import { countAdmins, createAdmin } from './service.js';

export const INITIAL_ADMIN_FILE = 'initial-admin.txt';
const TEMPORARY_NOTE = 'This password is temporary: the first sign-in asks you to choose your own.';

/**
 * On the first start of an empty installation, creates `admin` (Super admin) with a random
 * password, written once to `<dataDir>/initial-admin.txt` (mode 600). The password is temporary:
 * the first sign-in must choose another. Answers the password when this process created the account.
 */
export async function ensureFirstAdmin(handle: DatabaseHandle, dataDir: string, now: Date): Promise<string | undefined> {
  return handle.withExclusiveLock(async () => {
    if ((await countAdmins(handle.db)) > 0) return undefined;
    const password = generatePassword();
    const created = await createAdmin(handle.db, { username: 'admin', name: 'Administrator', roleName: 'Super admin', password, mustChangePassword: true, now });
    if (!created) return undefined;
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, INITIAL_ADMIN_FILE);
    fs.writeFileSync(file, `username: admin\npassword: ${password}\n${TEMPORARY_NOTE}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    return password;
  });
}
