import { describe, expect, it } from 'vitest';
import { z } from '@wallet/contracts';
import { uuidV4From } from './uuid-v4.js';

describe('uuidV4From', () => {
  it('shapes any 32 hex digits into a version-4 UUID of the RFC variant, the same digits giving the same id', () => {
    for (const digits of ['0'.repeat(32), 'f'.repeat(32), '0123456789abcdef0123456789abcdef']) {
      const id = uuidV4From(digits);
      expect(z.uuidv4().safeParse(id).success, id).toBe(true);
      expect(uuidV4From(digits)).toBe(id);
    }
    expect(uuidV4From('0123456789abcdef0123456789abcdef')).toBe('01234567-89ab-4def-8123-456789abcdef');
  });

  it('refuses fewer than 32 digits', () => {
    expect(() => uuidV4From('abc')).toThrow('32 hex digits');
  });
});
