import { BUILT_IN_ROLES } from '@wallet/contracts';
import { generatePassword } from '../modules/auth/index.js';
import { createAdmin } from '../modules/staff/index.js';
import type { DemoAccount } from './demo-accounts.js';
import type { SeedGenerator } from './generator.js';

const FIRST_NAMES = ['Ana', 'Bruno', 'Camila', 'Diego', 'Fernanda', 'Gustavo', 'Juliana', 'Rafael'];
const LAST_NAMES = ['Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Carvalho', 'Almeida', 'Ribeiro'];

/** One staff member per built-in role other than Super admin, to try what each role sees. */
export const demoStaff: SeedGenerator = {
  name: 'staff',
  async run({ db, random, now, log }) {
    const staff: DemoAccount[] = [];
    for (const roleName of Object.keys(BUILT_IN_ROLES).filter((r) => r !== 'Super admin')) {
      const username = roleName.toLowerCase();
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const password = generatePassword();
      const created = await createAdmin(db, {
        username,
        name: `${first} ${last}`,
        email: `${username}@wallet.example`,
        roleName,
        password,
        now,
      });
      if (!created) continue;
      staff.push({ username, role: roleName, password });
      log(`staff: ${username} (${roleName})`);
    }
    return { staff };
  },
};
