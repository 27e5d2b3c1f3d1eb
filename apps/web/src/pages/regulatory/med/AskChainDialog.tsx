import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { regulatory, z } from '@wallet/contracts';
import { useContractForm } from '../../../components/form/useContractForm';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { formatCentavos } from '../../../format/money';
import { CaseFormDialog } from './CaseFormDialog';
import type { CaseDetail } from './case-facts';
import { chainAsk } from './trace-facts';
import './messages';

const med = regulatory.med;
const ASK_FORM = z.pick(med.traceRefunds.body, { details: true });

/**
 * Files a refund request, through the DICT, with each institution along the money trail that
 * received part of the money and was not asked yet, after a confirmation saying how many and how much.
 */
export function AskChainDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { id } = detail.case;
  const form = useContractForm(ASK_FORM, { details: '' });
  const action = useConfirmedMutation(med.traceRefunds);
  const { count, total } = chainAsk(detail);
  const amount = formatCentavos(total);

  const submit = (event: FormEvent) => void form.handleSubmit(async ({ details }) => {
    const filed = await action.run({ case_id: id, details }, {
      title: t('med.trace.ask.confirmTitle'),
      message: t('med.trace.ask.confirm', { count, amount }),
    });
    if (filed) onClose();
  })(event);

  return (
    <CaseFormDialog title={t('med.trace.ask.title', { id })} intro={t('med.trace.ask.intro', { count, amount })} pending={action.pending} onClose={onClose} onSubmit={submit} submit={t('med.trace.ask.submit')}>
      <ContractTextField control={form.control} name="details" autoFocus required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.trace.ask.detailsHelp')} slotProps={{ htmlInput: { readOnly: action.pending } }} />
    </CaseFormDialog>
  );
}
