import type { StatusReason } from '@wallet/spi-messages';

// The SPI's other participants, played by the simulator: every ISPB but those that connect to it.
// They receive the Pix sent to them and answer at once, as their institutions' systems would, and
// have money enough at the SPI for anything.

/**
 * A played receiver's answer to a Pix for one of its accounts: accepted (null), or rejected with
 * its reason: an account numbered only with zeros does not exist (AC03).
 */
export function receiverAnswer(account: string): StatusReason | null {
  return /^0+$/.test(account) ? 'AC03' : null;
}
