import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@wallet/contracts';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test-support/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
  await t.addStaff('root', 'Super admin');
  token = await t.signIn('root');
});
afterAll(() => t.close());

describe('transport', () => {
  it('accepts a POST with no body and no Content-Type, as a browser sends it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/selection', headers: { authorization: token } });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(200);
  });

  it('accepts a body-less call sent with an empty JSON body as no body', async () => {
    for (const payload of ['', '  \n']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/me', headers: { authorization: token, 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 200, data: { admin: { username: 'root' } } });
    }
  });

  it('still refuses prototype keys in a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/me', headers: { authorization: token, 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers malformed JSON with HTTP 400 and an envelope', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/me', headers: { authorization: token, 'content-type': 'application/json' }, payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });

  it('answers a body over the limit with HTTP 413', async () => {
    const response = await t.post('/api/v1/auth/login', { username: 'x', password: 'y'.repeat(4096) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(413);
  });

  it('answers an unknown call with HTTP 404 naming it', async () => {
    const response = await t.post('/api/v1/funds/steal', {}, { token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: 'No such call: POST /api/v1/funds/steal', data: null });
  });

  it('answers only POST on API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(response.statusCode).toBe(404);
  });

  it('sends security headers with the required CSP directives', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/me' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('/api/docs', () => {
  it('is a setting, on by default only with demo data (the embedded database with SEED_DEMO)', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ API_DOCS: 'false' }, 404],
      [{ SEED_DEMO: 'false' }, 404],
      [{ SEED_DEMO: 'false', API_DOCS: 'true' }, 200],
    ];
    for (const [env, status] of cases) {
      const other = await createTestApp({ env });
      expect((await other.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, JSON.stringify(env)).toBe(status);
      await other.close();
    }
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/wallet' }).apiDocs).toBe(false);
    expect(loadConfig({}).apiDocs).toBe(true);
  });

  it('serves an OpenAPI document with every call of the contracts table', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, { post: { description: string } }> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(endpoints.map((e) => e.path).sort());
    expect(document.paths['/api/v1/auth/login']?.post.description).toContain('No session needed');
  });

  it('serves the documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
