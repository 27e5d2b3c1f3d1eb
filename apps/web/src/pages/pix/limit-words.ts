import type { pix } from '@wallet/contracts';
import { optionKey } from '../../i18n/options';
import type { Say } from '../../i18n/word-key';

/** The words that name one limit in a sentence: whose, which type and period. */
export const limitWords = (t: Say, limit: pix.limits.PixLimit) => ({
  owner: limit.owner_name,
  type: t(optionKey('limits_type', limit.limits_type)),
  period: t(optionKey('period_type', limit.period_type)),
});
