import type { Translated } from '../i18n/words';
import type { pendingIncreaseWords as pendingIncreaseWordsEnglish } from './pending-increase-messages';

export const pendingIncreaseWords: Translated<typeof pendingIncreaseWordsEnglish> = { inForceFrom: 'em vigor a partir de' };
