// `npm start`: install if needed, build, then serve the console and API on the embedded database.
import { spawn } from 'node:child_process';
import { ensureInstalled, run } from './ensure-install.mjs';

ensureInstalled();
run('npm', ['run', 'build', '--silent']);
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
