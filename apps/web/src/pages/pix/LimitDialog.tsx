import { useState, type FormEvent } from 'react';
import { DialogContent, Stack } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { limitEffect, readLimitAmount } from './limit-change';
import { LimitAmountField } from './LimitAmountField';
import { LimitEffectNote } from './LimitEffectNote';
import { LimitFacts } from './LimitFacts';
import { EMPTY_SUBJECT, LimitSubjectFields, type LimitSubject } from './LimitSubjectFields';
import { ReasonField, reasonIsValid } from '../../components/ReasonField';
import { useLimitInForce } from './useLimitInForce';
import './messages';

type PixLimit = pix.limits.PixLimit;

export interface LimitDialogProps {
  open: boolean;
  /** The row to change; null to set the limit of an owner who may have no row yet. */
  limit: PixLimit | null;
  onClose: () => void;
}

/** Changes a Pix limit, saying first whether the new amount applies at once or in 24 hours. */
export function LimitDialog({ open, limit, onClose }: LimitDialogProps) {
  const { t } = useTranslation();
  // The server's answer ("lowered, in force now" or "increase scheduled for …") is toasted by the client.
  const change = useApiMutation(pix.limits.change, { onDone: onClose, onAsked: onClose });
  return (
    <FormDialog open={open} title={t(limit ? 'pix.limitDialog.changeTitle' : 'pix.limitDialog.setTitle')} pending={change.pending} onClose={onClose}>
      <LimitForm limit={limit} change={change} onCancel={onClose} />
    </FormDialog>
  );
}

interface FormProps {
  limit: PixLimit | null;
  change: ReturnType<typeof useApiMutation<typeof pix.limits.change>>;
  onCancel: () => void;
}

function LimitForm({ limit, change, onCancel }: FormProps) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState<LimitSubject>(() =>
    limit ? { kind: limit.target, owner: null, limits_type: limit.limits_type, period_type: limit.period_type } : EMPTY_SUBJECT,
  );
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const busy = change.pending;
  const ownerId = limit?.owner_id ?? subject.owner?.id ?? null;
  const inForce = useLimitInForce({ row: limit, ownerId, limits_type: subject.limits_type, period_type: subject.period_type });
  const { centavos } = readLimitAmount(amount, subject);
  const effect = centavos !== null && ownerId !== null ? limitEffect(centavos, inForce, new Date()) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (ownerId === null || centavos === null || !reasonIsValid(reason) || effect?.kind === 'unchanged') return;
    await change.send({ owner_id: ownerId, limits_type: subject.limits_type, period_type: subject.period_type, amount: centavos, reason: reason.trim() });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {limit ? (
            <LimitFacts limit={limit} />
          ) : (
            <LimitSubjectFields
              value={subject}
              onChange={setSubject}
              ownerError={checked && !subject.owner ? t('pix.limitDialog.errors.owner') : undefined}
              readOnly={busy}
            />
          )}
          <LimitAmountField autoFocus={Boolean(limit)} value={amount} kind={subject} onChange={setAmount} checked={checked} disabled={busy} />
          {effect && centavos !== null && <LimitEffectNote amount={centavos} effect={effect} />}
          <ReasonField value={reason} onChange={setReason} help={t('pix.limitDialog.reasonHelp')} checked={checked} disabled={busy} />
        </Stack>
      </DialogContent>
      <FormDialogActions pending={busy} onCancel={onCancel} submit={t('pix.limitDialog.submit')} disabled={effect?.kind === 'unchanged'} />
    </form>
  );
}
