import { useMemo, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { banking, z, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { amountInReais } from '../../../components/form/amount';
import { ContractAmountField } from '../../../components/form/ContractAmountField';
import { ContractReasonField } from '../../../components/form/ContractReasonField';
import { fieldRefusals } from '../../../components/form/field-refusals';
import { FormPending } from '../../../components/form/form-pending';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import { accountLabel } from '../../../format/account';

export type FeeDeducted = DataOf<typeof banking.feeCreate>;

export interface FeeFormProps {
  account: banking.BankAccount;
  /** The balance just read, so that the amount is checked against what is available now. */
  balance: banking.Balance;
  onDeducted: (answer: FeeDeducted) => void;
}

/** The fee form: at most what the account has available, and the reason. */
const feeForm = (available: number) => z.object({ amount: amountInReais(available), reason: banking.feeCreate.body.shape.reason });

/**
 * Deducts one fee from a merchant account, after a confirmation that says what will be left. One
 * Idempotency-Key per fee: the same on a retry of this fee; the page starts a new form for the next one.
 */
export function FeeForm({ account, balance, onDeducted }: FeeFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(useMemo(() => feeForm(balance.available), [balance.available]), { amount: '', reason: '' });
  const action = useConfirmedMutation(banking.feeCreate, { onDone: onDeducted, onFieldError: fieldRefusals(form) });

  const submit = (event: FormEvent) => void form.handleSubmit(async ({ amount, reason }) => {
    const outcome = await action.run({ account_id: account.id, amount, reason }, {
      title: t('funds.fee.confirmTitle'),
      message: t('funds.fee.confirmMessage', {
        amount: formatCentavos(amount),
        owner: account.owner_name,
        account: accountLabel(account),
        after: formatCentavos(balance.available - amount),
      }),
    });
    // A fee that waits for a second person leaves the form empty for the next one.
    if (outcome?.status === 'held') form.reset();
  })(event);

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('funds.fee.formTitle')}>
      <Stack spacing={2}>
        <FormPending.Provider value={action.pending}>
          <ContractAmountField control={form.control} name="amount" label={t('funds.fields.amount')} max={balance.available} maxLabel={t('funds.amount.available')} />
          <ContractReasonField control={form.control} name="reason" help={t('funds.reason.help')} />
        </FormPending.Provider>
        <Box>
          <Button type="submit" variant="contained" loading={action.pending}>{t('funds.fee.submit')}</Button>
        </Box>
      </Stack>
    </Box>
  );
}
