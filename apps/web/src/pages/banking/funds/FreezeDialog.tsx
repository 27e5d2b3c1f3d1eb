import { useState, type FormEvent } from 'react';
import { DialogContent, DialogContentText, Stack } from '@mui/material';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../format/money';
import { accountLabel } from '../../../format/account';
import { AccountPicker } from '../../../components/AccountPicker';
import { AmountField } from './AmountField';
import { readAmount } from './amount';
import { ReasonField, reasonIsValid } from '../../../components/ReasonField';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { optionKey } from '../../../i18n/options';
import { holdBody, holdProblems, type HoldInput } from './hold-problems';
import { HoldTypeFields } from './HoldTypeFields';

type BankAccount = banking.BankAccount;

export interface FreezeDialogProps {
  onClose: () => void;
}

/**
 * Freezes part of an account's available money: pick the account, type the amount (at most what
 * is available) and the reason, confirm. Render it only while it is open: each opening is a new
 * action with its own Idempotency-Key, which every retry of this form reuses.
 */
export function FreezeDialog({ onClose }: FreezeDialogProps) {
  const { t, i18n } = useTranslation();
  const [account, setAccount] = useState<BankAccount | null>(null);
  const [hold, setHold] = useState<HoldInput>({ hold_type: 'internal_risk', court_order: '', trade_id: '' });
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const action = useConfirmedMutation(banking.freeze);
  const reading = readAmount(amount, account?.available);
  const problems = holdProblems(hold, t, i18n.language);
  const holdValid = Object.keys(problems).length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!account || reading.centavos === null || !reasonIsValid(reason) || !holdValid) return;
    const frozen = await action.run(
      { account_id: account.id, amount: reading.centavos, reason: reason.trim(), ...holdBody(hold) },
      {
        title: t('funds.freeze.confirmTitle'),
        message: t('funds.freeze.confirmMessage', {
          amount: formatCentavos(reading.centavos), account: accountLabel(account), owner: account.owner_name, type: t(optionKey('hold_type', hold.hold_type)),
        }),
      },
    );
    if (frozen) onClose();
  };

  return (
    <FormDialog title={t('funds.freeze.title')} pending={action.pending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>{t('funds.freeze.intro')}</DialogContentText>
          <Stack spacing={2}>
            <AccountPicker
              autoFocus
              required
              label={t('funds.fields.account')}
              value={account}
              onChange={setAccount}
              error={checked && !account ? t('funds.fields.accountRequired') : undefined}
              disabled={action.pending}
            />
            <AmountField
              label={t('funds.fields.amount')}
              value={amount}
              onChange={setAmount}
              max={account?.available}
              maxLabel={t('funds.amount.available')}
              checked={checked}
              disabled={action.pending}
            />
            <HoldTypeFields value={hold} onChange={setHold} problems={checked ? problems : {}} disabled={action.pending} />
            <ReasonField value={reason} onChange={setReason} help={t('funds.reason.help')} checked={checked} disabled={action.pending} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={action.pending} onCancel={onClose} submit={t('funds.freeze.submit')} color="warning" />
      </form>
    </FormDialog>
  );
}
