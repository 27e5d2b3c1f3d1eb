import { useTranslation } from 'react-i18next';
import { ReaisField } from '../../components/ReaisField';
import { formatCentavos } from '../../format/money';
import { maximumOf, readLimitAmount, type LimitKind } from './limit-change';
import './messages';

export interface LimitAmountFieldProps {
  /** What was typed, in reais; the form reads it with `readLimitAmount`. */
  value: string;
  /** The limit's type and period, which may cap the amount. */
  kind: LimitKind;
  onChange: (value: string) => void;
  /** The form tried to send: show any problem now. */
  checked: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A new limit typed in reais, checked as the server will check it before anything is sent; a minus sign is said at once. */
export function LimitAmountField({ value, kind, onChange, checked, disabled, autoFocus }: LimitAmountFieldProps) {
  const { t } = useTranslation();
  const { problem } = readLimitAmount(value, kind);
  const maximum = maximumOf(kind);
  return (
    <ReaisField
      label={t('pix.limitDialog.amount')}
      value={value}
      onChange={onChange}
      problem={problem}
      urgent={problem === 'negative'}
      checked={checked}
      describe={(shown) => t(shown ? `pix.limitDialog.amountErrors.${shown}` : 'pix.limitDialog.amountHelp', { max: maximum === null ? '' : formatCentavos(maximum) })}
      disabled={disabled}
      autoFocus={autoFocus}
    />
  );
}
