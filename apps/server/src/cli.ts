import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './runtime.js';
import { generatePassword } from './modules/auth/index.js';
import { createAdmin } from './modules/staff/index.js';
import { parseParticipantsCsv, upsertParticipants } from './modules/ispb/index.js';
import { seedDemoData } from './seed/registry.js';
import { describeDemoAccounts, readDemoAccounts, saveDemoAccounts } from './seed/demo-accounts.js';
import { SeededRandom } from './simulation/random.js';
import { SimulatedSpi } from './integrations/spi/simulator.js';
import { describeTraffic, runTraffic } from './modules/pix-engine/index.js';
import { detachMonth, isMonthlyTable, listMonths } from './db/month-partitions.js';

const USAGE = `Usage: npm run cli -- <command> [options]
  migrate                                   bring the database schema up to date
  seed [--seed N] [--users N] [--merchants N] [--trades N] [--replayed N]
                                            load reproducible demo data
  demo-accounts                             list the demo staff's usernames and passwords
  create-admin --username U --name "N" [--email E] [--role "Super admin"]
                                            create a staff member; prints a temporary password
  import-ispb FILE.csv                      load the central bank's participants CSV (ISPB, name)
  simulate [--rate 20/s] [--minutes 10]     drive simulated Pix traffic through the engine (pay-ins and
                                            payouts on active accounts, the SPI simulated)
  months                                    list the months of trades and ledger entries, archived ones too
  archive-month TABLE YYYY-MM               take a month of trades or ledger_entries out of the lists without
                                            a DELETE, kept as archived_<table>_<YYYY_MM> (from 90 days after
                                            the month ends)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: {
    seed: { type: 'string' },
    // Sizes of the demo data, by generator option (`--trades 1000000`).
    users: { type: 'string' },
    merchants: { type: 'string' },
    trades: { type: 'string' },
    replayed: { type: 'string' },
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    rate: { type: 'string' },
    minutes: { type: 'string' },
  },
});
const [command, ...rest] = positionals;
const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);

if (!command || !['migrate', 'seed', 'demo-accounts', 'create-admin', 'import-ispb', 'simulate', 'months', 'archive-month'].includes(command)) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(command ? 2 : 0);
}

const config = loadConfig();
if (command === 'demo-accounts') {
  // Read from the file the seed wrote, without opening the database: the running server holds it.
  process.stdout.write(describeDemoAccounts(readDemoAccounts(config.dataDir)));
  process.exit(0);
}
const database = await openConfiguredDatabase(config);
const now = systemClock.now();
try {
  if (command === 'migrate') {
    process.stdout.write('The database schema is up to date.\n');
  } else if (command === 'seed') {
    const sizes: Record<string, number> = {};
    for (const name of ['users', 'merchants', 'trades', 'replayed']) {
      const size = text(name);
      if (size === undefined) continue;
      if (!/^\d+$/.test(size)) throw new Error(`--${name} takes a whole number, not "${size}"`);
      sizes[name] = Number(size);
    }
    const { staff } = await seedDemoData(database.db, { seed: Number(text('seed') ?? 1), now, sizes, log: (line) => process.stdout.write(`${line}\n`) });
    saveDemoAccounts(config.dataDir, staff);
    process.stdout.write(`Demo data loaded.${staff.length > 0 ? ' `npm run cli -- demo-accounts` lists the demo staff\'s sign-ins.' : ''}\n`);
  } else if (command === 'simulate') {
    const rate = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(text('rate') ?? '20/s');
    const minutes = Number(text('minutes') ?? '10');
    if (!rate || Number(rate[1]) <= 0) throw new Error('--rate takes Pix per second, such as 20/s');
    if (!(minutes > 0)) throw new Error('--minutes takes a positive number of minutes');
    const perSecond = Number(rate[1]);
    process.stdout.write(`Simulating ${perSecond} Pix/s for ${minutes} minutes…\n`);
    const done = await runTraffic(
      { db: database.db, spi: new SimulatedSpi(), random: new SeededRandom(Date.now()), ourIspb: config.institution.ispb, now: () => new Date() },
      {
        perSecond, durationMs: minutes * 60_000, concurrency: database.driver === 'postgres' ? 8 : 1,
        onTick: (so) => process.stdout.write(`  ${describeTraffic(so)}\n`),
      },
    );
    process.stdout.write(`Done: ${describeTraffic(done)}.\n`);
  } else if (command === 'create-admin') {
    const username = text('username');
    const name = text('name');
    if (!username || !name) throw new Error('create-admin needs --username and --name');
    const password = generatePassword();
    const created = await createAdmin(database.db, {
      username, name, email: text('email') ?? '', roleName: text('role') ?? 'Super admin', password, mustChangePassword: true, now,
    });
    if (!created) throw new Error(`The username "${username}" is taken`);
    process.stdout.write(`Created ${username}; temporary password: ${password} (the first sign-in asks for a new one)\n`);
  } else if (command === 'months') {
    for (const month of await listMonths(database.db)) {
      process.stdout.write(`${month.name.padEnd(32)} ${month.archived ? 'archived' : 'attached'}  about ${month.estimatedRows.toLocaleString('en')} rows\n`);
    }
  } else if (command === 'archive-month') {
    const [table, month] = rest;
    if (!table || !isMonthlyTable(table) || !month) throw new Error('archive-month needs a table (trades or ledger_entries) and a month (YYYY-MM)');
    const archive = await detachMonth(database.db, table, month, now);
    process.stdout.write(`${table} of ${month} is out of the lists, kept as ${archive} (dump it, then drop it when the retention rules allow).\n`);
  } else {
    const file = rest[0];
    if (!file) throw new Error('import-ispb needs the path of the CSV file');
    const { participants, rejected } = parseParticipantsCsv(fs.readFileSync(file, 'utf8'));
    const written = await upsertParticipants(database.db, participants, now);
    process.stdout.write(`Imported ${written} participants; ${rejected.length} rows skipped.\n`);
    for (const line of rejected.slice(0, 10)) process.stdout.write(`  skipped: ${line}\n`);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
