import { regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractChoiceField } from '../../../components/form/ContractChoiceField';
import { ContractReasonField } from '../../../components/form/ContractReasonField';
import { useContractForm } from '../../../components/form/useContractForm';
import { reportLabel } from './useReportActions';

const reports = regulatory.reports;
type MonthReport = regulatory.reports.MonthReport;
const VERDICT_FORM = z.pick(reports.decide.body, { status: true, reason: true });

/** Records what the central bank answered about a submitted report: accepted or rejected, in its words. */
export function VerdictDialog({ report, onClose }: { report: MonthReport; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(VERDICT_FORM, { status: 'accepted', reason: '' });
  const accepted = form.watch('status') === 'accepted';
  return (
    <ActionDialog
      endpoint={reports.decide}
      form={form}
      body={(typed) => ({ id: report.id, ...typed })}
      title={t('apix.verdict.title', reportLabel(report))}
      submit={t('apix.verdict.submit')}
      cancel={t('apix.verdict.cancel')}
      color={accepted ? 'success' : 'error'}
      onClose={onClose}
    >
      <ContractChoiceField
        control={form.control}
        name="status"
        row
        label={t('apix.verdict.choice')}
        choices={[
          { value: 'accepted', label: t('apix.verdict.accepted'), color: 'success' },
          { value: 'rejected', label: t('apix.verdict.rejected'), color: 'error' },
        ]}
      />
      <ContractReasonField control={form.control} name="reason" autoFocus help={t('apix.verdict.reasonHelp')} />
    </ActionDialog>
  );
}
