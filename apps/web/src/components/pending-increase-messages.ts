import { defineWords } from '../i18n/words';

/** Words of a Pix limit's pending increase (`t('pendingIncrease.…')`), on the limit lists and a customer's story. */
export const pendingIncreaseWords = defineWords({
  en: { inForceFrom: 'in force from' },
  'pt-BR': { inForceFrom: 'em vigor a partir de' },
});
