import { verify } from 'otplib';

/** Checks a 6-digit code at the server's time, accepting one 30-second step of clock drift. */
export async function verifyTotp(secret: string, code: string, now: Date): Promise<boolean> {
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}
