import { describe, expectTypeOf, it } from 'vitest';
import { auth, users } from '@wallet/contracts';
import { api } from './client';

describe('api() types', () => {
  it('infers the data of an endpoint from the contracts table', () => {
    // Functions that are never called: only their types are checked.
    const block = () => api(users.block, { id: 1, reason: 'Fraud report' });
    const me = () => api(auth.me, {});
    expectTypeOf(block).returns.resolves.toHaveProperty('status');
    expectTypeOf(me).returns.resolves.toHaveProperty('permissions');
  });
});
