import { banking, z } from '@wallet/contracts';
import { amountInReais } from '../../../components/form/amount';
import { chosen } from '../../../components/form/chosen';
import { holdBody, TRADE_ID_NOT_DIGITS, tradeIdNotDigits } from './hold-problems';

const { reason, hold_type } = banking.freeze.body.shape;

/** The fields as typed: the account picked, the amount (at most what it has available), the reason and the hold's fields. */
const TYPED = z.object({
  account: chosen<banking.BankAccount>(),
  amount: amountInReais(),
  reason,
  hold_type,
  court_order: z.string(),
  trade_id: z.string(),
}).check(z.superRefine((typed, ctx) => {
  if (typeof typed.amount === 'number' && typed.account && typed.amount > typed.account.available) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'aboveMax' });
  }
  if (tradeIdNotDigits(typed)) ctx.addIssue({ code: 'custom', path: ['trade_id'], message: TRADE_ID_NOT_DIGITS });
}));

/** The freeze body the typed fields make. */
const toBody = ({ account, amount, reason: why, ...hold }: z.output<typeof TYPED>): z.input<typeof banking.freeze.body> => ({ account_id: account.id, amount, reason: why, ...holdBody(hold) });

/**
 * The freeze form: the fields as typed, then the freeze body they make under the contract's own
 * rules and refinements (a judicial hold names its court order, a cautionary block its Pix): the
 * browser checks the real fields as the server will.
 */
export const FREEZE_FORM = z.pipe(TYPED, z.pipe(z.transform(toBody), banking.freeze.body));
