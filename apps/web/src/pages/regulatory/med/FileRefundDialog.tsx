import type { FormEvent } from 'react';
import { MenuItem } from '@mui/material';
import { RefundReason, regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import { optionKey } from '../../../i18n/options';
import { counterpartyLabel } from '../counterparty';
import type { CaseDetail } from './case-facts';
import { CaseFormDialog } from './CaseFormDialog';
import { useCaseAmount } from './useCaseAmount';
import './messages';

const med = regulatory.med;
const REFUND_FORM = z.pick(med.refundCreate.body, { reason: true, details: true });

/** Asks the receiver's institution, through the DICT, for our customer's money back: what is left of the Pix unless less is typed. */
export function FileRefundDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { case: medCase, money } = detail;
  const form = useContractForm(REFUND_FORM, { reason: 'FRAUD', details: '' });
  const amount = useCaseAmount(money.left);
  const action = useConfirmedMutation(med.refundCreate);

  const submit = (event: FormEvent) => {
    amount.check();
    void form.handleSubmit(async ({ reason, details }) => {
      const centavos = amount.centavos;
      if (centavos === null) return;
      const filed = await action.run({ case_id: medCase.id, reason, amount: centavos, details }, {
        title: t('med.refund.file.confirmTitle'),
        message: t('med.refund.file.confirm', { amount: formatCentavos(centavos), counterparty: counterpartyLabel(medCase), trade: medCase.trade_no }),
      });
      if (filed) onClose();
    })(event);
  };

  return (
    <CaseFormDialog title={t('med.refund.file.title', { id: medCase.id })} intro={t('med.refund.file.intro', { days: med.MED_ANALYSIS_DAYS })} pending={action.pending} onClose={onClose} onSubmit={submit} submit={t('med.refund.file.submit')}>
      <ContractTextField control={form.control} name="reason" select required label={t('med.refund.reason')} slotProps={{ select: { readOnly: action.pending } }}>
        {RefundReason.codes.map((code) => <MenuItem key={code} value={code}>{t(optionKey('refund_reason', code))}</MenuItem>)}
      </ContractTextField>
      {amount.field(action.pending)}
      <ContractTextField control={form.control} name="details" required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.refund.file.detailsHelp')} slotProps={{ htmlInput: { readOnly: action.pending } }} />
    </CaseFormDialog>
  );
}

