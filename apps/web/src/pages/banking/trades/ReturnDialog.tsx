import { useState, type FormEvent } from 'react';
import { DialogContent, DialogContentText, Stack } from '@mui/material';
import { ReturnReason, trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { ChoiceField } from '../../../components/ChoiceField';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { ReasonField, reasonIsValid } from '../../../components/ReasonField';
import { formatCentavos, reaisText } from '../../../format/money';
import { optionKey } from '../../../i18n/options';
import { AmountField } from '../funds/AmountField';
import { readAmount } from '../funds/amount';
import './messages';

type ReasonCode = (typeof ReturnReason.codes)[number];

export interface ReturnDialogProps {
  trade: trades.TradeDetail;
  onClose: () => void;
}

/**
 * Returns money of a settled Pix received to its payer (a devolução), all that is left of it
 * unless less is typed, with the central bank's reason code and the staff member's reason; the
 * money leaves the customer's available balance. Render it only while open.
 */
export function ReturnDialog({ trade, onClose }: ReturnDialogProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(reaisText(trade.returnable));
  const [code, setCode] = useState<ReasonCode>('MD06');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const action = useConfirmedMutation(trades.returnMoney);
  const reading = readAmount(amount, trade.returnable);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reading.centavos === null || !reasonIsValid(reason)) return;
    const returned = await action.run(
      { trade_id: trade.id, amount: reading.centavos, reason_code: code, reason: reason.trim() },
      {
        title: t('trades.returns.confirmTitle'),
        message: t('trades.returns.confirm', { amount: formatCentavos(reading.centavos), payer: trade.payer.name, trade: trade.trade_no, account: trade.account_number }),
      },
    );
    if (returned) onClose();
  };

  return (
    <FormDialog title={t('trades.returns.title', { trade: trade.trade_no })} pending={action.pending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>{t('trades.returns.intro', { payer: trade.payer.name })}</DialogContentText>
            <AmountField
              autoFocus
              label={t('trades.returns.amount')}
              value={amount}
              onChange={setAmount}
              max={trade.returnable}
              maxLabel={t('trades.returns.left')}
              checked={checked}
              disabled={action.pending}
            />
            <ChoiceField
              label={t('trades.returns.reasonCode')}
              value={code}
              onChange={setCode}
              choices={ReturnReason.codes.map((value) => ({ value, label: t(optionKey('return_reason', value)) }))}
              disabled={action.pending}
            />
            <ReasonField value={reason} onChange={setReason} help={t('trades.returns.reasonHelp')} checked={checked} disabled={action.pending} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={action.pending} onCancel={onClose} submit={t('trades.returns.submit')} />
      </form>
    </FormDialog>
  );
}
