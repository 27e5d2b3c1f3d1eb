import { trades, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractReasonField } from '../../../components/form/ContractReasonField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';

export type ReviewDecision = 'send' | 'refuse';

const REVIEW_FORM = z.pick(trades.reviewPayout.body, { reason: true });

/**
 * The second look at a payout held because its payee is marked for fraud: send it or refuse it,
 * with a reason, after a confirmation; one Idempotency-Key per decision (the mutation's). Render it only while open.
 */
export function ReviewPayoutDialog({ trade, decision, onClose }: { trade: trades.TradeDetail; decision: ReviewDecision; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(REVIEW_FORM, { reason: '' });
  const words = { trade: trade.trade_no, amount: formatCentavos(trade.amount), payee: trade.payee.name, account: trade.account_number ?? '—' };
  return (
    <ActionDialog
      endpoint={trades.reviewPayout}
      form={form}
      body={({ reason }) => ({ trade_id: trade.id, decision, reason })}
      ask={() => ({ title: t(`trades.review.confirmTitle.${decision}`), message: t(`trades.review.confirm.${decision}`, words), destructive: decision === 'send' })}
      title={t(`trades.review.title.${decision}`, words)}
      intro={t(`trades.review.intro.${decision}`, words)}
      submit={t(`trades.review.${decision}`)}
      color={decision === 'send' ? 'warning' : 'error'}
      onClose={onClose}
    >
      <ContractReasonField control={form.control} name="reason" autoFocus help={t('trades.review.reasonHelp')} />
    </ActionDialog>
  );
}
