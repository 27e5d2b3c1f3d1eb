import { defineWords } from '../i18n/words';

/** Words of a Pix limit's pending increase (`t('pendingIncrease.…')`), on the limit lists and a customer's story. */
export const pendingIncreaseWords = defineWords({ inForceFrom: 'in force from' });
