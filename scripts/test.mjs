// `npm test`: install if needed, then type-check, lint and run every test suite.
// With DATABASE_URL set, the server tests run against that PostgreSQL server instead of PGlite.
import { ensureInstalled, run } from './ensure-install.mjs';

ensureInstalled();
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
console.log(`Type-checking, linting and testing on ${database}`);
run('npm', ['run', 'build', '--silent']);
run('npm', ['run', 'lint', '--silent']);
run('npx', ['vitest', 'run']);
