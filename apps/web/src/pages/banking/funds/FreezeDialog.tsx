import { useTranslation } from 'react-i18next';
import { banking } from '@wallet/contracts';
import { AccountPicker } from '../../../components/AccountPicker';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractAmountField } from '../../../components/form/ContractAmountField';
import { ContractPickedField } from '../../../components/form/ContractPickedField';
import { ContractReasonField } from '../../../components/form/ContractReasonField';
import { useContractForm } from '../../../components/form/useContractForm';
import { accountLabel } from '../../../format/account';
import { formatCentavos } from '../../../format/money';
import { optionKey } from '../../../i18n/options';
import { FREEZE_FORM } from './freeze-form';
import { HoldTypeFields } from './HoldTypeFields';

export interface FreezeDialogProps {
  onClose: () => void;
}

/**
 * Freezes part of an account's available money: pick the account, type the amount (at most what
 * is available) and the reason, confirm. Render it only while it is open: each opening is a new
 * action with its own Idempotency-Key, which every retry of this form reuses.
 */
export function FreezeDialog({ onClose }: FreezeDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(FREEZE_FORM, { account: null, amount: '', reason: '', hold_type: 'internal_risk', court_order: '', trade_id: '' });
  const account = form.watch('account');
  return (
    <ActionDialog
      endpoint={banking.freeze}
      form={form}
      body={(sent) => sent}
      ask={(sent) => ({
        title: t('funds.freeze.confirmTitle'),
        message: t('funds.freeze.confirmMessage', {
          amount: formatCentavos(sent.amount),
          account: account ? accountLabel(account) : '',
          owner: account?.owner_name,
          type: t(optionKey('hold_type', sent.hold_type)),
        }),
      })}
      title={t('funds.freeze.title')}
      intro={t('funds.freeze.intro')}
      submit={t('funds.freeze.submit')}
      color="warning"
      onClose={onClose}
    >
      <ContractPickedField
        control={form.control}
        name="account"
        // What can be frozen depends on the account.
        deps={['amount']}
        problem={t('funds.fields.accountRequired')}
        render={(picked) => <AccountPicker autoFocus required label={t('funds.fields.account')} value={picked.value} onChange={picked.onChange} error={picked.error} disabled={picked.readOnly} />}
      />
      <ContractAmountField control={form.control} name="amount" label={t('funds.fields.amount')} max={account?.available} maxLabel={t('funds.amount.available')} />
      <HoldTypeFields control={form.control} holdType={form.watch('hold_type') ?? 'internal_risk'} />
      <ContractReasonField control={form.control} name="reason" help={t('funds.reason.help')} />
    </ActionDialog>
  );
}
