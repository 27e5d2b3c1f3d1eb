import { useMemo } from 'react';
import { ReturnReason, trades, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { amountInReais } from '../../../components/form/amount';
import { ContractAmountField } from '../../../components/form/ContractAmountField';
import { ContractChoiceField } from '../../../components/form/ContractChoiceField';
import { ContractReasonField } from '../../../components/form/ContractReasonField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos, reaisText } from '../../../format/money';
import { optionKey } from '../../../i18n/options';

export interface ReturnDialogProps {
  trade: trades.TradeDetail;
  onClose: () => void;
}

/** The return form: at most what is left of the Pix, the central bank's reason code and the reason. */
const returnForm = (returnable: number) => {
  const { reason_code, reason } = trades.returnMoney.body.shape;
  return z.object({ amount: amountInReais(returnable), reason_code, reason });
};

/**
 * Returns money of a settled Pix received to its payer (a devolução), all that is left of it
 * unless less is typed, with the central bank's reason code and the staff member's reason; the
 * money leaves the customer's available balance. Render it only while open.
 */
export function ReturnDialog({ trade, onClose }: ReturnDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(useMemo(() => returnForm(trade.returnable), [trade.returnable]), { amount: reaisText(trade.returnable), reason_code: 'MD06', reason: '' });
  return (
    <ActionDialog
      endpoint={trades.returnMoney}
      form={form}
      body={(typed) => ({ trade_id: trade.id, ...typed })}
      ask={({ amount }) => ({
        title: t('trades.returns.confirmTitle'),
        message: t('trades.returns.confirm', { amount: formatCentavos(amount), payer: trade.payer.name, trade: trade.trade_no, account: trade.account_number }),
      })}
      title={t('trades.returns.title', { trade: trade.trade_no })}
      intro={t('trades.returns.intro', { payer: trade.payer.name })}
      submit={t('trades.returns.submit')}
      onClose={onClose}
    >
      <ContractAmountField control={form.control} name="amount" autoFocus label={t('trades.returns.amount')} max={trade.returnable} maxLabel={t('trades.returns.left')} />
      <ContractChoiceField
        control={form.control}
        name="reason_code"
        label={t('trades.returns.reasonCode')}
        choices={ReturnReason.codes.map((value) => ({ value, label: t(optionKey('return_reason', value)) }))}
      />
      <ContractReasonField control={form.control} name="reason" help={t('trades.returns.reasonHelp')} />
    </ActionDialog>
  );
}
