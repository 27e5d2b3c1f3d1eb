import { describe, expectTypeOf, it } from 'vitest';
import { auth, users } from '@wallet/contracts';
import { api } from './client';

describe('api() types', () => {
  it('infers the data of an endpoint from the contracts table', () => {
    expectTypeOf(api(users.block, { id: 1, reason: 'Fraud report' })).resolves.toHaveProperty('status');
    expectTypeOf(api(auth.me, {})).resolves.toHaveProperty('permissions');
  });
});
