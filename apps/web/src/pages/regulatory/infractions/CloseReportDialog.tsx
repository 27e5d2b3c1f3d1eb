import { AnalysisResult, regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractChoiceField } from '../../../components/form/ContractChoiceField';
import { useContractForm } from '../../../components/form/useContractForm';
import { DetailsField } from './DetailsField';
import { ReportFacts } from './ReportFacts';

type InfractionTask = regulatory.infractions.InfractionTask;
const CLOSE_FORM = z.pick(regulatory.infractions.close.body, { analysis_result: true, analysis_details: true });

export interface CloseReportDialogProps {
  task: InfractionTask;
  onClose: () => void;
}

/** Closes a received report about us with our analysis: agreed or disagreed, and why. */
export function CloseReportDialog({ task, onClose }: CloseReportDialogProps) {
  const { t } = useTranslation();
  // No analysis is chosen for the member: the form refuses until one is.
  const form = useContractForm(CLOSE_FORM, { analysis_details: '' });
  return (
    <ActionDialog
      endpoint={regulatory.infractions.close}
      form={form}
      body={(typed) => ({ id: task.id, ...typed })}
      title={t('infractions.close.title', { id: task.id })}
      intro={t('infractions.close.intro')}
      submit={t('infractions.close.submit')}
      onClose={onClose}
    >
      <ReportFacts task={task} />
      <ContractChoiceField
        control={form.control}
        name="analysis_result"
        required
        label={t('infractions.close.result')}
        problem={t('infractions.close.resultMissing')}
        choices={AnalysisResult.codes.map((code) => ({
          value: code,
          label: `${t(`infractions.result.${code}`)}: ${t(`infractions.close.${code === 'AGREED' ? 'agreedHelp' : 'disagreedHelp'}`)}`,
        }))}
      />
      <DetailsField control={form.control} name="analysis_details" label={t('infractions.close.details')} help={t('infractions.close.detailsHelp')} />
    </ActionDialog>
  );
}
