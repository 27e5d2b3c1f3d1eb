import type { auth } from '@wallet/contracts';
import type { EndpointRef } from '../../api/client';

export type SignIn = typeof auth.login;

/**
 * The sign-in call by its path alone: the sign-in page must stay small, and the contracts entry
 * would bring zod with it. Its type is still the contract's; a test checks the path.
 */
export const signInCall: EndpointRef<SignIn> = { path: '/api/v1/auth/login', mutation: true };
