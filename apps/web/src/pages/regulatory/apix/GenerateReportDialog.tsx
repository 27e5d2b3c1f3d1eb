import { MenuItem, Typography } from '@mui/material';
import { regulatory, ReportType, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { hasEnded, lastEndedMonth } from './report-month';

const reports = regulatory.reports;
const { month: MONTH, report_type: REPORT_TYPE } = reports.generate.body.shape;

/** The generate call's own rules, and the console's: a month is reported once it has ended in Brasília. */
const GENERATE_FORM = z.object({
  month: MONTH.check(z.refine((month: string) => hasEnded(month, new Date()), 'has not ended yet')),
  report_type: REPORT_TYPE,
});

/**
 * Asks for a month (last month unless changed) and a report type, and queues the generation.
 * Stays open with what was chosen when the server refuses (a month still open, a report already
 * filed); the refusal is toasted once.
 */
export function GenerateReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(GENERATE_FORM, { month: lastEndedMonth(new Date()), report_type: ReportType.codes[0] });
  return (
    <ActionDialog
      endpoint={reports.generate}
      form={form}
      body={(typed) => typed}
      title={t('apix.generate.title')}
      submit={t('apix.generate.submit')}
      cancel={t('apix.generate.cancel')}
      maxWidth="xs"
      onClose={onClose}
    >
      <ContractTextField
        control={form.control}
        name="month"
        autoFocus
        required
        label={t('apix.generate.month')}
        help={t('apix.generate.monthHelp')}
        problemOf={(_name, error) => t(error.type === 'custom' ? 'apix.generate.notEnded' : 'apix.generate.invalidMonth')}
        // Typed as YYYY-MM, as reports are filed: Chromium's own month input shows its locale's order.
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: t('apix.filters.monthHint'), inputMode: 'numeric' } }}
      />
      <ContractTextField control={form.control} name="report_type" select required label={t('apix.generate.type')}>
        {ReportType.codes.map((code) => <MenuItem key={code} value={code}>{t(`apix.type.${code}`)}</MenuItem>)}
      </ContractTextField>
      <Typography variant="body2" color="text.secondary">{t('apix.generate.note')}</Typography>
    </ActionDialog>
  );
}
