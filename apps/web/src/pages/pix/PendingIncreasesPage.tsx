import { useCallback, useState, type FormEvent } from 'react';
import { Button, DialogContent, DialogContentText, Stack } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../api/hooks';
import { useApiMutation } from '../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { ListPage } from '../../components/list/ListPage';
import { ReasonField, reasonIsValid } from '../../components/ReasonField';
import { formatCentavos } from '../../format/money';
import { optionKey } from '../../i18n/options';
import { useLimitColumns } from './limit-columns';
import './messages';

type PixLimit = pix.limits.PixLimit;

const PENDING_ONLY = { pending_only: true };

/** Every limit increase waiting to take effect, the soonest first; one can be cancelled with a reason. */
export default function PendingIncreasesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const columns = useLimitColumns();
  const [cancelling, setCancelling] = useState<PixLimit | null>(null);

  const rowActions = useCallback(
    (row: PixLimit) => (
      <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
        <Button size="small" color="error" aria-label={t('pix.pendingIncreases.cancelOf', limitWords(t, row))} onClick={() => setCancelling(row)}>
          {t('pix.pendingIncreases.cancel')}
        </Button>
      </Stack>
    ),
    [t],
  );

  return (
    <>
      <ListPage<PixLimit>
        endpoint={pix.limits.list}
        title={t('screens.pix-pending-increases')}
        columns={columns}
        fixedBody={PENDING_ONLY}
        note={t('pix.pendingIncreases.intro')}
        rowActions={can('limits.manage') ? rowActions : undefined}
      />
      {cancelling && <CancelIncreaseDialog key={cancelling.id} limit={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}

/** The words that name one limit in a sentence: whose, which type and period. */
const limitWords = (t: (key: string) => string, limit: PixLimit) => ({
  owner: limit.owner_name,
  type: t(optionKey('limits_type', limit.limits_type)),
  period: t(optionKey('period_type', limit.period_type)),
});

/** Cancels a pending increase by setting the limit to the amount in force, which the server reads as "cancel". */
function CancelIncreaseDialog({ limit, onClose }: { limit: PixLimit; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const change = useApiMutation(pix.limits.change, { onDone: onClose, onAsked: onClose });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasonIsValid(reason)) return;
    await change.send({ owner_id: limit.owner_id, limits_type: limit.limits_type, period_type: limit.period_type, amount: limit.amount, reason: reason.trim() });
  };

  return (
    <FormDialog title={t('pix.pendingIncreases.dialogTitle')} pending={change.pending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>
              {t('pix.pendingIncreases.dialogIntro', { ...limitWords(t, limit), amount: formatCentavos(limit.amount), pending: formatCentavos(limit.pending_amount ?? 0) })}
            </DialogContentText>
            <ReasonField autoFocus value={reason} onChange={setReason} help={t('pix.pendingIncreases.reasonHelp')} checked={checked} disabled={change.pending} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={change.pending} onCancel={onClose} cancel={t('pix.pendingIncreases.keep')} submit={t('pix.pendingIncreases.submit')} color="error" />
      </form>
    </FormDialog>
  );
}
