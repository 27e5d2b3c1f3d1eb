import type { FormEvent } from 'react';
import { DialogContent, DialogContentText, Stack } from '@mui/material';
import { banking, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import { FreezeSummary } from './FreezeSummary';
import './messages';

type Freeze = banking.Freeze;
const ESCALATE_FORM = z.pick(banking.escalate.body, { reason: true });

/**
 * Escalates an active cautionary block to a MED hold of its Pix's case (opened when there is none):
 * it no longer expires. Asks for the reason, then for a confirmation. Render it only while open.
 */
export function EscalateDialog({ freeze, onClose }: { freeze: Freeze; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(ESCALATE_FORM, { reason: '' });
  const action = useConfirmedMutation(banking.escalate);

  const submit = (event: FormEvent) => void form.handleSubmit(async ({ reason }) => {
    const escalated = await action.run({ freeze_id: freeze.id, reason }, {
      title: t('funds.escalate.confirmTitle'),
      message: t('funds.escalate.confirm', { id: freeze.id, amount: formatCentavos(freeze.remaining), owner: freeze.owner_name }),
    });
    if (escalated) onClose();
  })(event);

  return (
    <FormDialog title={t('funds.escalate.title', { id: freeze.id })} pending={action.pending} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText>{t('funds.escalate.intro')}</DialogContentText>
            <FreezeSummary freeze={freeze} />
            <ContractTextField control={form.control} name="reason" autoFocus required multiline minRows={2} label={t('funds.escalate.reason')} help={t('funds.reason.help')} slotProps={{ htmlInput: { readOnly: action.pending } }} />
          </Stack>
        </DialogContent>
        <FormDialogActions pending={action.pending} onCancel={onClose} submit={t('funds.escalate.submit')} color="warning" />
      </form>
    </FormDialog>
  );
}
