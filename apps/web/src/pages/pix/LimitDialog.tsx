import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
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
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(limit ? 'pix.limitDialog.changeTitle' : 'pix.limitDialog.setTitle')}</DialogTitle>
      {/* The form lives only while the dialog is open, so each opening starts empty. */}
      <LimitForm limit={limit} busy={busy} setBusy={setBusy} onDone={onClose} onCancel={close} />
    </Dialog>
  );
}

interface FormProps {
  limit: PixLimit | null;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}

function LimitForm({ limit, busy, setBusy, onDone, onCancel }: FormProps) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState<LimitSubject>(() =>
    limit ? { kind: limit.target, owner: null, limits_type: limit.limits_type, period_type: limit.period_type } : EMPTY_SUBJECT,
  );
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const ownerId = limit?.owner_id ?? subject.owner?.id ?? null;
  const inForce = useLimitInForce({ row: limit, ownerId, limits_type: subject.limits_type, period_type: subject.period_type });
  const { centavos } = readLimitAmount(amount);
  const effect = centavos !== null && ownerId !== null ? limitEffect(centavos, inForce, new Date()) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (busy || ownerId === null || centavos === null || !reasonIsValid(reason) || effect?.kind === 'unchanged') return;
    setServerError(null);
    setBusy(true);
    try {
      // The server's answer ("lowered, in force now" or "increase scheduled for …") is toasted by the client.
      await api<typeof pix.limits.change>(pix.limits.change, {
        owner_id: ownerId, limits_type: subject.limits_type, period_type: subject.period_type, amount: centavos, reason: reason.trim(),
      });
      setBusy(false);
      onDone();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code !== 410) setServerError(error.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
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
          <LimitAmountField autoFocus={Boolean(limit)} value={amount} onChange={setAmount} checked={checked} disabled={busy} />
          {effect && centavos !== null && <LimitEffectNote amount={centavos} effect={effect} />}
          <ReasonField value={reason} onChange={setReason} help={t('pix.limitDialog.reasonHelp')} checked={checked} disabled={busy} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{t('dialog.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={effect?.kind === 'unchanged'} loading={busy}>{t('pix.limitDialog.submit')}</Button>
      </DialogActions>
    </form>
  );
}
