import type { auth } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { STORAGE_KEYS } from '../config';

export type SessionInfo = z.infer<typeof auth.Session>;

/** Logged in means a token is stored: the spec's session rule. */
export const isLoggedIn = () => localStorage.getItem(STORAGE_KEYS.token) !== null;
export const storedToken = () => localStorage.getItem(STORAGE_KEYS.token);

export function storeSession(token: string, info: SessionInfo): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(info));
}

export function storedSessionInfo(): SessionInfo | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionInfo;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userInfo);
}

/**
 * A sign-in the server has ended, whose notice is on its way: the screen stays until the notice
 * has been read, and then goes to the sign-in page itself, rather than leave at once unsaid.
 */
let ending = false;
export const markSignInEnding = () => { ending = true; };
export const signInEnding = () => ending;
