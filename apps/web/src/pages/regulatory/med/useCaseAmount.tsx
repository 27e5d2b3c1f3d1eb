import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reaisText } from '../../../format/money';
import { AmountField } from '../../banking/funds/AmountField';
import { readAmount } from '../../banking/funds/amount';
import './messages';

/**
 * The amount a case's dialog moves or asks for: what is left of the Pix unless less is typed,
 * checked against it once the form is sent. `field` draws it; `centavos` is null while it is wrong.
 */
export function useCaseAmount(left: number) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(reaisText(left));
  const [checked, setChecked] = useState(false);
  const reading = readAmount(amount, left);
  const field = (disabled: boolean) => (
    <AmountField label={t('med.form.amount')} value={amount} onChange={setAmount} max={left} maxLabel={t('med.money.left')} checked={checked} disabled={disabled} />
  );
  return { centavos: reading.centavos, check: () => setChecked(true), field };
}
