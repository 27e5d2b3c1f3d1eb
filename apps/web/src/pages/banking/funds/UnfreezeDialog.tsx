import { useId, useState, type FormEvent } from 'react';
import { DialogContent, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../format/money';
import { AmountField } from './AmountField';
import { readAmount } from './amount';
import { FreezeSummary } from './FreezeSummary';
import { ReasonField, reasonIsValid } from '../../../components/ReasonField';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';

type Freeze = banking.Freeze;
type Extent = 'whole' | 'part';

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
  const extentId = useId();
  const [extent, setExtent] = useState<Extent>('whole');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const action = useConfirmedMutation(banking.unfreeze, { onAsked: onClose });
  const reading = readAmount(amount, freeze.remaining);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const part = extent === 'part' ? reading.centavos : null;
    if ((extent === 'part' && part === null) || !reasonIsValid(reason)) return;
    const names = { id: freeze.id, account: freeze.account_number, owner: freeze.owner_name };
    const released = await action.run(
      part === null ? { freeze_id: freeze.id, reason: reason.trim() } : { freeze_id: freeze.id, amount: part, reason: reason.trim() },
      {
        title: t('funds.unfreeze.confirmTitle'),
        message: part === null
          ? t('funds.unfreeze.confirmWhole', { ...names, amount: formatCentavos(freeze.remaining) })
          : t('funds.unfreeze.confirmPart', { ...names, amount: formatCentavos(part) }),
      },
    );
    if (released) onClose();
  };

  return (
    <FormDialog title={t('funds.unfreeze.title', { id: freeze.id })} pending={action.pending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <FreezeSummary freeze={freeze} />
            <FormControl disabled={action.pending}>
              <FormLabel id={extentId}>{t('funds.unfreeze.extent')}</FormLabel>
              <RadioGroup row aria-labelledby={extentId} value={extent} onChange={(event) => setExtent(event.target.value as Extent)}>
                <FormControlLabel value="whole" control={<Radio />} label={t('funds.unfreeze.whole', { amount: formatCentavos(freeze.remaining) })} />
                <FormControlLabel value="part" control={<Radio />} label={t('funds.unfreeze.part')} />
              </RadioGroup>
            </FormControl>
            {extent === 'part' && (
              <AmountField
                autoFocus
                label={t('funds.fields.amount')}
                value={amount}
                onChange={setAmount}
                max={freeze.remaining}
                maxLabel={t('funds.amount.stillHeld')}
                checked={checked}
                disabled={action.pending}
              />
            )}
            <ReasonField value={reason} onChange={setReason} help={t('funds.reason.help')} checked={checked} disabled={action.pending} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={action.pending} onCancel={onClose} submit={t('funds.unfreeze.submit')} />
      </form>
    </FormDialog>
  );
}
