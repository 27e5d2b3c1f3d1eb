import { describe, expect, it } from 'vitest';
import { auth } from '@wallet/contracts';
import { signInCall } from './sign-in-call';

describe('the sign-in call', () => {
  it('names the contract entry of sign-in', () => {
    expect(signInCall).toEqual({ path: auth.login.path, mutation: auth.login.mutation });
  });
});
