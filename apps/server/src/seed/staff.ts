import { BUILT_IN_ROLES } from '@wallet/contracts';
import { generatePassword } from '../modules/auth/index.js';
import { createAdmin } from '../modules/staff/index.js';
import type { DemoAccount } from './demo-accounts.js';
import type { SeedGenerator } from './generator.js';

const FIRST_NAMES = ['Ana', 'Bruno', 'Camila', 'Diego', 'Fernanda', 'Gustavo', 'Juliana', 'Rafael'];
const LAST_NAMES = ['Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Carvalho', 'Almeida', 'Ribeiro'];

/** The second person for the first admin: role and staff changes wait for one from the start. */
const SECOND_SUPER_ADMIN = { username: 'super.admin', name: 'Marina Costa', roleName: 'Super admin' };

/**
 * One staff member per built-in role other than Super admin, to try what each role sees, and a
 * second Super admin, who approves what the first admin asks.
 */
export const demoStaff: SeedGenerator = {
  name: 'staff',
  async run({ db, random, now, log }) {
    const members = Object.keys(BUILT_IN_ROLES).filter((r) => r !== 'Super admin').map((roleName) => ({
      username: roleName.toLowerCase(), name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, roleName,
    }));
    const staff: DemoAccount[] = [];
    for (const { username, name, roleName } of [...members, SECOND_SUPER_ADMIN]) {
      const password = generatePassword();
      const created = await createAdmin(db, { username, name, email: `${username}@wallet.example`, roleName, password, now });
      if (!created) continue;
      staff.push({ username, role: roleName, password });
      log(`staff: ${username} (${roleName})`);
    }
    return { staff };
  },
};
