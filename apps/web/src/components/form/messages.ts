import { defineWords } from '../../i18n/words';

const en = {
  problems: {
    too_small: 'Too short',
    too_big: 'Too long',
    invalid_format: 'Not in the expected format',
    invalid_type: 'Required',
    invalid: 'Not valid',
    server: 'Refused by the server',
  },
  /** An amount typed in reais (`ContractAmountField`); each problem is one `readAmount` finds. */
  amount: {
    help: 'In reais, e.g. 1.234,56',
    required: 'Type the amount',
    invalid: 'Type an amount in reais with at most 2 decimals, e.g. 1.234,56',
    notPositive: 'The amount must be more than zero',
    aboveMax: 'The amount cannot be more than {{max}}',
  },
};

export const formWords = defineWords(en);
