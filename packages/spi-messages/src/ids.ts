import { randomBytes } from 'node:crypto';

// A message's identifier in the catalogue (`BizMsgIdr`, and its group header's `MsgId`): 32
// characters, `M`, the ISPB of whoever made it, then 23 letters and digits.

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random letters and digits. */
function randomTail(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/** A new message id of `ispb`'s (`M` + ISPB + 23). */
export const newMessageId = (ispb: string) => `M${ispb}${randomTail(23)}`;
