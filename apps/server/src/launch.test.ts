import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverArguments } from './launch.js';

const root = path.resolve(import.meta.dirname, '../../..');

describe('how an API server process is started', () => {
  it('`npm run serve` starts it with the same flags as `npm start` and the bench', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toBe(['node', ...serverArguments()].join(' '));
  });

  it('names an entry point the build writes, after its flags', () => {
    const args = serverArguments();
    expect(args.at(-1)).toBe('apps/server/dist/main.js');
    expect(args.slice(0, -1).every((flag) => flag.startsWith('--'))).toBe(true);
  });
});
