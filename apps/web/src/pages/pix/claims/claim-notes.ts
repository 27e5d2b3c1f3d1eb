import { pix } from '@wallet/contracts';
import type { Say } from '../../../i18n/word-key';

const SYSTEM_NOTES = Object.entries(pix.claims.CLAIM_SYSTEM_NOTES) as [keyof typeof pix.claims.CLAIM_SYSTEM_NOTES, string][];

/** A key history's note: the notes the system writes for claims in the member's language, staff's own words as they wrote them. */
export function keyLogNote(t: Say, reason: string): string {
  const system = SYSTEM_NOTES.find(([, words]) => words === reason);
  return system ? t(`claims.notes.${system[0]}`) : reason;
}
