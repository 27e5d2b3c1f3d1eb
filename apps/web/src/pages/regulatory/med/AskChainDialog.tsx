import { regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import type { CaseDetail } from './case-facts';
import { chainAsk } from './trace-facts';

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
  const { count, total } = chainAsk(detail);
  const amount = formatCentavos(total);
  return (
    <ActionDialog
      endpoint={med.traceRefunds}
      form={form}
      body={({ details }) => ({ case_id: id, details })}
      ask={() => ({ title: t('med.trace.ask.confirmTitle'), message: t('med.trace.ask.confirm', { count, amount }) })}
      title={t('med.trace.ask.title', { id })}
      intro={t('med.trace.ask.intro', { count, amount })}
      submit={t('med.trace.ask.submit')}
      onClose={onClose}
    >
      <ContractTextField control={form.control} name="details" autoFocus required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.trace.ask.detailsHelp')} />
    </ActionDialog>
  );
}
