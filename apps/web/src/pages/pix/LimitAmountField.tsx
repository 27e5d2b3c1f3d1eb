import { useTranslation } from 'react-i18next';
import { ReaisField } from '../../components/ReaisField';
import { readLimitAmount } from './limit-change';
import './messages';

export interface LimitAmountFieldProps {
  /** What was typed, in reais; the form reads it with `readLimitAmount`. */
  value: string;
  onChange: (value: string) => void;
  /** The form tried to send: show any problem now. */
  checked: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A new limit typed in reais, checked as the server will check it before anything is sent; a minus sign is said at once. */
export function LimitAmountField({ value, onChange, checked, disabled, autoFocus }: LimitAmountFieldProps) {
  const { t } = useTranslation();
  const { problem } = readLimitAmount(value);
  return (
    <ReaisField
      label={t('pix.limitDialog.amount')}
      value={value}
      onChange={onChange}
      problem={problem}
      urgent={problem === 'negative'}
      checked={checked}
      describe={(shown) => t(shown ? `pix.limitDialog.amountErrors.${shown}` : 'pix.limitDialog.amountHelp')}
      disabled={disabled}
      autoFocus={autoFocus}
    />
  );
}
