import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reaisText } from '../../../format/money';
import { AmountField } from '../../banking/funds/AmountField';
import { readAmount } from '../../banking/funds/amount';
import './messages';

/**
 * The amount a case's dialog moves or asks for: at most `max` (what is left of the Pix, or less
 * where the account holds less), the default unless less is typed, checked against it once the
 * form is sent. `field` draws it, naming the bound; `centavos` is null while it is wrong.
 */
export function useCaseAmount(max: number, bound: 'left' | 'available' = 'left') {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(reaisText(max));
  const [checked, setChecked] = useState(false);
  const reading = readAmount(amount, max);
  const field = (disabled: boolean) => (
    <AmountField label={t('med.form.amount')} value={amount} onChange={setAmount} max={max} maxLabel={t(`med.money.${bound}`)} checked={checked} disabled={disabled} />
  );
  return { centavos: reading.centavos, check: () => setChecked(true), field };
}
