import { banking } from '@wallet/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { partSent, wholeOrPart } from '../../../components/form/amount';
import { ContractAmountField } from '../../../components/form/ContractAmountField';
import { ContractChoiceField } from '../../../components/form/ContractChoiceField';
import { ContractReasonField } from '../../../components/form/ContractReasonField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import { FreezeSummary } from './FreezeSummary';

type Freeze = banking.Freeze;

export interface UnfreezeDialogProps {
  freeze: Freeze;
  onClose: () => void;
}

/**
 * Releases one freeze back to available: all it still holds (no amount is sent, so the server
 * releases whatever is left) or part of it. Render it only while open: one opening, one action.
 */
export function UnfreezeDialog({ freeze, onClose }: UnfreezeDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(useMemo(() => wholeOrPart(freeze.remaining, { reason: banking.unfreeze.body.shape.reason }), [freeze.remaining]), { extent: 'whole', amount: '', reason: '' });
  const names = { id: freeze.id, account: freeze.account_number, owner: freeze.owner_name };
  return (
    <ActionDialog
      endpoint={banking.unfreeze}
      form={form}
      body={(typed) => ({ freeze_id: freeze.id, ...partSent(typed), reason: typed.reason })}
      ask={(typed) => ({
        title: t('funds.unfreeze.confirmTitle'),
        message: typed.extent === 'whole'
          ? t('funds.unfreeze.confirmWhole', { ...names, amount: formatCentavos(freeze.remaining) })
          : t('funds.unfreeze.confirmPart', { ...names, amount: formatCentavos(typed.amount) }),
      })}
      title={t('funds.unfreeze.title', { id: freeze.id })}
      submit={t('funds.unfreeze.submit')}
      onClose={onClose}
    >
      <FreezeSummary freeze={freeze} />
      <ContractChoiceField
        control={form.control}
        name="extent"
        row
        label={t('funds.unfreeze.extent')}
        choices={[
          { value: 'whole', label: t('funds.unfreeze.whole', { amount: formatCentavos(freeze.remaining) }) },
          { value: 'part', label: t('funds.unfreeze.part') },
        ]}
      />
      {form.watch('extent') === 'part' && (
        <ContractAmountField control={form.control} name="amount" autoFocus label={t('funds.fields.amount')} max={freeze.remaining} maxLabel={t('funds.amount.stillHeld')} />
      )}
      <ContractReasonField control={form.control} name="reason" help={t('funds.reason.help')} />
    </ActionDialog>
  );
}
