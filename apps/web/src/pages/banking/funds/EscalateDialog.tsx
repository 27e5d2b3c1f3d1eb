import { banking, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import { FreezeSummary } from './FreezeSummary';

type Freeze = banking.Freeze;
const ESCALATE_FORM = z.pick(banking.escalate.body, { reason: true });

/**
 * Escalates an active cautionary block to a MED hold of its Pix's case (opened when there is none):
 * it no longer expires. Asks for the reason, then for a confirmation. Render it only while open.
 */
export function EscalateDialog({ freeze, onClose }: { freeze: Freeze; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(ESCALATE_FORM, { reason: '' });
  return (
    <ActionDialog
      endpoint={banking.escalate}
      form={form}
      body={({ reason }) => ({ freeze_id: freeze.id, reason })}
      ask={() => ({
        title: t('funds.escalate.confirmTitle'),
        message: t('funds.escalate.confirm', { id: freeze.id, amount: formatCentavos(freeze.remaining), owner: freeze.owner_name }),
      })}
      title={t('funds.escalate.title', { id: freeze.id })}
      intro={t('funds.escalate.intro')}
      submit={t('funds.escalate.submit')}
      color="warning"
      onClose={onClose}
    >
      <FreezeSummary freeze={freeze} />
      <ContractTextField control={form.control} name="reason" autoFocus required multiline minRows={2} label={t('funds.escalate.reason')} help={t('funds.reason.help')} />
    </ActionDialog>
  );
}
