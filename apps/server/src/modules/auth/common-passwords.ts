/**
 * Passwords of 12 characters or more that lists of leaked passwords show again and again, in
 * lower case; with the length rule, they cover what people type when asked for a long password.
 * Compared case-insensitively, and also with the digits at the end stripped.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456789123', '111111111111', '000000000000',
  '123123123123', '121212121212', '987654321012', '098765432112', 'qwertyuiopas', 'qwertyuiop12',
  'qwertyuiop123', 'qwerty123456', 'qwertyqwerty', 'asdfghjkl123', 'asdfasdfasdf', 'zxcvbnm12345',
  '1q2w3e4r5t6y', '1qaz2wsx3edc', 'q1w2e3r4t5y6', 'passwordpassword', 'password1234', 'password12345',
  'password123456', 'passw0rd1234', 'p@ssw0rd1234', 'p@ssword1234', 'iloveyou1234', 'iloveyouiloveyou',
  'letmein12345', 'welcome12345', 'welcome123456', 'administrator', 'administrator1', 'admin1234567',
  'adminadminadmin', 'changeme1234', 'trustno11234', 'sunshine1234', 'football1234', 'baseball1234',
  'superman1234', 'princess1234', 'starwars1234', 'monkey123456', 'dragon123456', 'master123456',
  'abcdefghijkl', 'abcdef123456', 'abc123abc123', 'aaaaaaaaaaaa', 'abcd12345678', 'computer1234',
  'senha1234567', 'senhasenha12', 'senhasenhasenha', 'minhasenha12', 'minhasenha123', 'mudar123456',
  'mudar1234567', 'trocar123456', 'brasil123456', 'brasil2026!!', 'flamengo1234', 'corinthians1',
  'palmeiras123', 'saopaulo1234', 'vascodagama1', 'gremio123456', 'cruzeiro1234', 'internacional',
  'walletadmin1', 'walletadmin123', 'pixpixpixpix', 'bancobrasil1', 'correcthorsebatterystaple',
]);

/** Why a new password is refused, or null when it is fine. */
export function passwordWeakness(password: string, username: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.replace(/\d+$/, ''))) return 'is one of the most common passwords';
  if (new Set(lower).size < 4) return 'repeats too few characters';
  if (username.length >= 3 && lower.includes(username.toLowerCase())) return 'must not contain the username';
  return null;
}
