import type { Control, FieldPath } from 'react-hook-form';
import { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { amountInReais } from '../../../components/form/amount';
import { ContractAmountField } from '../../../components/form/ContractAmountField';

/** A case's money form: its other fields, and the amount it moves or asks for, at most `max`. */
export const caseAmountForm = <S extends z.core.$ZodLooseShape>(shape: S, max: number) => z.object({ ...shape, amount: amountInReais(max) });

export interface CaseAmountFieldProps<T extends { amount: string }, O> {
  control: Control<T, unknown, O>;
  /** The most it may be: what is left of the Pix, or less where the account holds less. */
  max: number;
  /** Which of the two the most is, named under the field. */
  bound: 'left' | 'available';
}

/** The amount of a case's money form, in reais; the most is its default, and less may be typed. */
export function CaseAmountField<T extends { amount: string }, O>({ control, max, bound }: CaseAmountFieldProps<T, O>) {
  const { t } = useTranslation();
  return <ContractAmountField control={control} name={'amount' as FieldPath<T>} label={t('med.form.amount')} max={max} maxLabel={t(`med.money.${bound}`)} />;
}
