import { useMemo } from 'react';
import { MenuItem } from '@mui/material';
import { RefundReason, regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos, reaisText } from '../../../format/money';
import { optionKey } from '../../../i18n/options';
import { counterpartyLabel } from '../counterparty';
import { CaseAmountField, caseAmountForm } from './case-amount';
import type { CaseDetail } from './case-facts';

const med = regulatory.med;
const { reason: REFUND_REASON, details: DETAILS } = med.refundCreate.body.shape;


/** Asks the receiver's institution, through the DICT, for our customer's money back: what is left of the Pix unless less is typed. */
export function FileRefundDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { case: medCase, money } = detail;
  const form = useContractForm(useMemo(() => caseAmountForm({ reason: REFUND_REASON, details: DETAILS }, money.left), [money.left]), { reason: 'FRAUD', amount: reaisText(money.left), details: '' });
  return (
    <ActionDialog
      endpoint={med.refundCreate}
      form={form}
      body={(typed) => ({ case_id: medCase.id, ...typed })}
      ask={({ amount }) => ({
        title: t('med.refund.file.confirmTitle'),
        message: t('med.refund.file.confirm', { amount: formatCentavos(amount), counterparty: counterpartyLabel(medCase), trade: medCase.trade_no }),
      })}
      title={t('med.refund.file.title', { id: medCase.id })}
      intro={t('med.refund.file.intro', { days: med.MED_ANALYSIS_DAYS })}
      submit={t('med.refund.file.submit')}
      onClose={onClose}
    >
      <ContractTextField control={form.control} name="reason" select required label={t('med.refund.reason')}>
        {RefundReason.codes.map((code) => <MenuItem key={code} value={code}>{t(optionKey('refund_reason', code))}</MenuItem>)}
      </ContractTextField>
      <CaseAmountField control={form.control} max={money.left} bound="left" />
      <ContractTextField control={form.control} name="details" required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.refund.file.detailsHelp')} />
    </ActionDialog>
  );
}
