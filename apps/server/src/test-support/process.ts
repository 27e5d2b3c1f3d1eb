import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDist = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The environment of a child process on the embedded database in `dataDir`. */
export function embeddedEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra };
  delete env.DATABASE_URL;
  return env;
}

/** Starts the built server (`npm run build` first) and waits for the lines it prints when ready. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; output: string; url: string }> {
  const child = spawn(process.execPath, [`${serverDist}main.js`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url && output.includes('API documentation')) {
        clearTimeout(timer);
        resolve({ child, output, url });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function runCli(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [`${serverDist}cli.js`, ...args], { env, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
