import type { Control } from 'react-hook-form';
import type { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ContractTextField } from '../../components/form/ContractTextField';
import { REAIS_INPUT } from '../../components/ReaisField';
import { formatCentavos } from '../../format/money';
import { isLimitAmountProblem, maximumOf, readLimitAmount, type LimitKind } from './limit-change';
import type { LimitForm } from './limit-form';
import type { WordKey } from '../../i18n/word-key';

export interface LimitAmountFieldProps {
  control: Control<z.input<LimitForm>, unknown, z.output<LimitForm>>;
  /** The limit's type and period, which may cap the amount. */
  kind: LimitKind;
  autoFocus?: boolean;
}

/** A new limit typed in reais, checked by the form as the server will check it before anything is sent; a minus sign is said at once. */
export function LimitAmountField({ control, kind, autoFocus }: LimitAmountFieldProps) {
  const { t } = useTranslation();
  const maximum = maximumOf(kind);
  const words = (key: WordKey) => t(key, { max: maximum === null ? '' : formatCentavos(maximum) });
  return (
    <ContractTextField
      control={control}
      name="amount"
      required
      {...REAIS_INPUT}
      autoFocus={autoFocus}
      label={t('pix.limitDialog.amount')}
      help={words('pix.limitDialog.amountHelp')}
      problemOf={(_name, error) => words(`pix.limitDialog.amountErrors.${isLimitAmountProblem(error.message) ? error.message : 'invalid'}`)}
      problemNow={(value) => (typeof value === 'string' && readLimitAmount(value, kind).problem === 'negative' ? words('pix.limitDialog.amountErrors.negative') : null)}
    />
  );
}
