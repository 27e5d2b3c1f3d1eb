import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { banking, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../format/money';
import { accountLabel } from '../../../format/account';
import { AmountField } from './AmountField';
import { readAmount } from './amount';
import { ReasonField, reasonIsValid } from '../../../components/ReasonField';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';

export type FeeDeducted = DataOf<typeof banking.feeCreate>;

export interface FeeFormProps {
  account: banking.BankAccount;
  /** The balance just read, so that the amount is checked against what is available now. */
  balance: banking.Balance;
  onDeducted: (answer: FeeDeducted) => void;
}

/**
 * Deducts one fee from a merchant account, after a confirmation that says what will be left. One
 * Idempotency-Key per fee: the same on a retry of this fee; the page starts a new form for the next one.
 */
export function FeeForm({ account, balance, onDeducted }: FeeFormProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  // A fee that waits for a second person leaves the form empty for the next one.
  const action = useConfirmedMutation(banking.feeCreate, {
    onAsked: () => {
      setAmount('');
      setReason('');
      setChecked(false);
    },
  });
  const reading = readAmount(amount, balance.available);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reading.centavos === null || !reasonIsValid(reason)) return;
    const deducted = await action.run(
      { account_id: account.id, amount: reading.centavos, reason: reason.trim() },
      {
        title: t('funds.fee.confirmTitle'),
        message: t('funds.fee.confirmMessage', {
          amount: formatCentavos(reading.centavos),
          owner: account.owner_name,
          account: accountLabel(account),
          after: formatCentavos(balance.available - reading.centavos),
        }),
      },
    );
    if (deducted) onDeducted(deducted);
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label={t('funds.fee.formTitle')}>
      <Stack spacing={2}>
        <AmountField
          label={t('funds.fields.amount')}
          value={amount}
          onChange={setAmount}
          max={balance.available}
          maxLabel={t('funds.amount.available')}
          checked={checked}
          disabled={action.pending}
        />
        <ReasonField value={reason} onChange={setReason} help={t('funds.reason.help')} checked={checked} disabled={action.pending} />
        <Box>
          <Button type="submit" variant="contained" loading={action.pending}>{t('funds.fee.submit')}</Button>
        </Box>
      </Stack>
    </Box>
  );
}
