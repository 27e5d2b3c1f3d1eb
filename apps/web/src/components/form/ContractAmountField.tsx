import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../format/money';
import { REAIS_INPUT } from '../ReaisField';
import { isAmountProblem, readAmount, type AmountProblem } from './amount';
import { ContractTextField, type ContractTextFieldProps } from './ContractTextField';

export type ContractAmountFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = Omit<ContractTextFieldProps<T, N, O>, 'help' | 'problemOf' | 'problemNow'> & {
  /** The most that may be sent, in centavos: typing more is said at once. */
  max?: number | undefined;
  /** What the most is ("Available"), shown with its amount under the field. */
  maxLabel?: string;
};

/**
 * The amount of a contract form, typed in reais, "R$ 1.234,56" (the form reads it with
 * `amountInReais`): checked as the server will check it before anything is sent, its problem in
 * the member's language.
 */
export function ContractAmountField<T extends FieldValues, N extends FieldPath<T>, O = T>({ max, maxLabel, ...field }: ContractAmountFieldProps<T, N, O>) {
  const { t } = useTranslation();
  const maxText = max !== undefined ? formatCentavos(max) : '';
  const words = (problem: AmountProblem) => t(`form.amount.${problem}`, { max: maxText });
  return (
    <ContractTextField
      required
      {...REAIS_INPUT}
      {...field}
      help={max !== undefined && maxLabel ? `${maxLabel}: ${maxText}` : t('form.amount.help')}
      problemOf={(_name, error) => (error.message && isAmountProblem(error.message) ? words(error.message) : undefined)}
      problemNow={(value) => (typeof value === 'string' && readAmount(value, max).problem === 'aboveMax' ? words('aboveMax') : null)}
    />
  );
}
