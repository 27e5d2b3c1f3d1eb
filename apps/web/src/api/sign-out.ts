import { auth } from '@wallet/contracts';
import { api, goToLogin } from './client';
import { clearSession } from './session';

/** Ends the session on the server (as far as it answers) and loads the sign-in page. */
export async function signOut(): Promise<void> {
  try {
    await api(auth.logout, {}, { quiet: true });
  } finally {
    clearSession();
    goToLogin();
  }
}
