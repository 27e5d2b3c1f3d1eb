import { useTranslation } from 'react-i18next';
import { ReaisField } from '../../../components/ReaisField';
import { formatCentavos } from '../../../format/money';
import { readAmount } from './amount';
import './messages';

export interface AmountFieldProps {
  label: string;
  /** What was typed, in reais; the form reads it with `readAmount`. */
  value: string;
  onChange: (value: string) => void;
  /** The most that may be sent, in centavos. */
  max?: number;
  /** What the most is ("Available"), shown with its amount under the field. */
  maxLabel?: string;
  /** The form tried to send: show any problem now. */
  checked: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** An amount typed in reais, checked as the server will check it before anything is sent; too much is said at once. */
export function AmountField({ label, value, onChange, max, maxLabel, checked, disabled, autoFocus }: AmountFieldProps) {
  const { t } = useTranslation();
  const { problem } = readAmount(value, max);
  const maxText = max !== undefined ? formatCentavos(max) : '';
  const help = max !== undefined && maxLabel ? `${maxLabel}: ${maxText}` : t('funds.amount.help');
  return (
    <ReaisField
      label={label}
      value={value}
      onChange={onChange}
      problem={problem}
      urgent={problem === 'aboveMax'}
      checked={checked}
      describe={(shown) => (shown ? t(`funds.amount.${shown}`, { max: maxText }) : help)}
      disabled={disabled}
      autoFocus={autoFocus}
    />
  );
}
