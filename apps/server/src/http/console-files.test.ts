import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/harness.js';

/** A built console as `vite build` leaves it: hashed assets, the index page and the sign-in page, each also brotli- and gzip-compressed; an icon left plain. */
function builtConsole(): { dir: string; index: string; signIn: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-files-'));
  const index = '<!doctype html><title>Wallet Admin</title><script type="module" src="/assets/main-1a2b3c.js"></script>';
  const signIn = '<!doctype html><title>Wallet Admin</title><script type="module" src="/assets/sign-in-4d5e6f.js"></script>';
  const script = `export const greeting = ${JSON.stringify('olá '.repeat(200))};`;
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  };
  write('index.html', index);
  write('login.html', signIn);
  write('assets/main-1a2b3c.js', script);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, index, signIn, script };
}

const built = builtConsole();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: built.dir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(built.dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built console', () => {
  it('sends a script brotli-compressed to a browser that accepts brotli, cached for a year under its hashed name', async () => {
    const response = await get('/assets/main-1a2b3c.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(built.script);
  });

  it('sends the gzip form to a client that accepts only gzip, and the file as built to one that accepts neither', async () => {
    const gzipped = await get('/assets/main-1a2b3c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(built.script);
    const plain = await get('/assets/main-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(built.script);
  });

  it('sends the root to the sign-in page at once, without the console\'s code', async () => {
    const response = await get('/', 'br');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
    expect(response.body).toBe('');
  });

  it('answers a screen of the console with its index page, compressed, asked again on every visit', async () => {
    const response = await get('/userCenter/userList?page=2', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(built.index);
  });

  it('answers the sign-in address, with or without a page to go on to, with the sign-in document', async () => {
    for (const url of ['/login', '/login?to=%2Fbanking%2Faccounts']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(built.signIn);
    }
    // Only that address: a screen whose path starts alike is the console's.
    const other = await get('/loginHistory', 'br');
    expect(zlib.brotliDecompressSync(other.rawPayload).toString()).toBe(built.index);
  });

  it('sends a file the build did not compress as it is, and not as an immutable asset', async () => {
    const response = await get('/favicon.svg', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<svg');
  });

  it('still answers an unknown call with the API envelope, not the index page', async () => {
    const response = await get('/api/v1/nothing', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: 'No such call: GET /api/v1/nothing' });
  });
});
