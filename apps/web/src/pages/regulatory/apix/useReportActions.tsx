import { useCallback } from 'react';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { downloadText } from '../../../components/download-file';

const reports = regulatory.reports;
type MonthReport = regulatory.reports.MonthReport;

/** How messages name a report: its type and month. */
export const reportLabel = (report: Pick<MonthReport, 'report_type' | 'month'>) => ({ type: report.report_type, month: report.month });

/** The one-click actions of a report row: download its XML, and submit it after a confirmation. Refusals are toasted by the client. */
export function useReportActions() {
  const { t } = useTranslation();
  const submission = useConfirmedMutation(reports.submit);

  const download = useCallback(async (report: MonthReport) => {
    const file = await api(reports.download, { id: report.id }).catch(() => null);
    if (file) downloadText(file.content, file.file_name, `${file.content_type};charset=utf-8`);
  }, []);

  const submit = async (report: MonthReport) => {
    const details = { ...reportLabel(report), version: report.version, file: report.file_name };
    await submission.run({ id: report.id }, {
      title: t('apix.submitConfirm.title', details),
      message: `${t(report.replacement ? 'apix.submitConfirm.replacement' : 'apix.submitConfirm.message', details)} ${t('apix.submitConfirm.final')}`,
    });
  };

  return { download, submit };
}
