import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync('package-lock.json').mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
}

/**
 * Runs npm scripts at once (both cores), each one's output printed whole when it ends; exits with
 * the first failure's status once all have ended.
 */
export async function runTogether(scripts) {
  const started = Date.now();
  const ended = await Promise.all(scripts.map((script) => new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '--silent'], { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      process.stdout.write(output);
      resolve({ script, status });
    });
  })));
  const failed = ended.find(({ status }) => status !== 0);
  if (failed) {
    console.error(`\nnpm run ${failed.script} failed`);
    process.exit(failed.status ?? 1);
  }
  console.log(`-- ${scripts.join(', ')}: ${Math.round((Date.now() - started) / 1000)} s`);
}

export function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
  // How long each step took, so that a slow CI run says where its time went.
  console.log(`-- ${command} ${args.join(' ')}: ${Math.round((Date.now() - started) / 1000)} s`);
}
