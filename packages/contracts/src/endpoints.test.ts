import { describe, expect, it } from 'vitest';
import { z } from './zod.js';
import { endpoint, endpoints, isPermission, PERMISSIONS, BUILT_IN_ROLES, type Permission } from './index.js';

describe('the contracts table', () => {
  it('declares each path once, under /api/v1, in snake_case or kebab-case', () => {
    const paths = endpoints.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/api\/v1(\/[a-z][a-z0-9_-]*)+$/);
  });

  it('names a known permission, signed-in or public for every call; only sign-in is public', () => {
    for (const e of endpoints) {
      expect(e.access === 'public' || e.access === 'signed-in' || isPermission(e.access), e.path).toBe(true);
    }
    expect(endpoints.filter((e) => e.access === 'public').map((e) => e.path)).toEqual(['/api/v1/auth/login']);
  });

  it('gives every body field a snake_case name', () => {
    for (const e of endpoints) {
      const shape = (e.body as unknown as z.ZodMiniObject).shape as Record<string, unknown> | undefined;
      for (const field of Object.keys(shape ?? {})) expect(field, e.path).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });

  it('refuses an Idempotency-Key requirement on a read', () => {
    expect(() =>
      endpoint({ path: '/api/v1/x/y', access: 'signed-in', idempotencyKeyRequired: true, summary: '', body: z.object({}), data: z.null() }),
    ).toThrow(/only a mutation/);
  });
});

describe('permissions', () => {
  it('are domain.action strings with a description', () => {
    for (const [permission, description] of Object.entries(PERMISSIONS)) {
      expect(permission).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(description.length).toBeGreaterThan(10);
    }
  });

  it('are granted to built-in roles only from the catalogue, without repeats', () => {
    for (const [name, role] of Object.entries(BUILT_IN_ROLES)) {
      const granted: readonly Permission[] = role.permissions;
      expect(new Set(granted).size, name).toBe(granted.length);
      for (const p of granted) expect(isPermission(p), `${name}: ${p}`).toBe(true);
    }
  });
});
