import { useState, type FormEvent } from 'react';
import { DialogContent, DialogContentText, Stack } from '@mui/material';
import { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { ReasonField, reasonIsValid } from '../../../components/ReasonField';
import { formatCentavos } from '../../../format/money';
import './messages';

export type ReviewDecision = 'send' | 'refuse';

/**
 * The second look at a payout held because its payee is marked for fraud: send it or refuse it,
 * with a reason, after a confirmation; one Idempotency-Key per decision (the mutation's). Render it only while open.
 */
export function ReviewPayoutDialog({ trade, decision, onClose }: { trade: trades.TradeDetail; decision: ReviewDecision; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const action = useConfirmedMutation(trades.reviewPayout);
  const words = { trade: trade.trade_no, amount: formatCentavos(trade.amount), payee: trade.payee.name, account: trade.account_number ?? '—' };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasonIsValid(reason)) return;
    const reviewed = await action.run(
      { trade_id: trade.id, decision, reason: reason.trim() },
      { title: t(`trades.review.confirmTitle.${decision}`), message: t(`trades.review.confirm.${decision}`, words), destructive: decision === 'send' },
    );
    if (reviewed) onClose();
  };

  return (
    <FormDialog title={t(`trades.review.title.${decision}`, words)} pending={action.pending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>{t(`trades.review.intro.${decision}`, words)}</DialogContentText>
            <ReasonField autoFocus value={reason} onChange={setReason} help={t('trades.review.reasonHelp')} checked={checked} disabled={action.pending} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={action.pending} onCancel={onClose} submit={t(`trades.review.${decision}`)} color={decision === 'send' ? 'warning' : 'error'} />
      </form>
    </FormDialog>
  );
}
