import type { FormEvent } from 'react';
import { MenuItem } from '@mui/material';
import { regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import { optionKey } from '../../../i18n/options';
import type { CaseDetail } from './case-facts';
import { CaseFormDialog } from './CaseFormDialog';
import { useCaseAmount } from './useCaseAmount';
import './messages';

const med = regulatory.med;
const HOLD_FORM = z.pick(med.hold.body, { hold_type: true, reason: true });
const HOLD_TYPES = HOLD_FORM.shape.hold_type.options;

/**
 * Blocks the received Pix's money on our customer's account for the case: a cautionary block
 * (72 h) or a MED hold, at most what is left of the Pix and what the account has available (the
 * default). Asks before it moves money.
 */
export function HoldDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { case: medCase, money } = detail;
  const form = useContractForm(HOLD_FORM, { hold_type: 'cautionary', reason: '' });
  // Nothing can hold more than the account has available: a customer who spent part of the Pix holds less.
  const amount = useCaseAmount(Math.min(money.left, money.available), money.available < money.left ? 'available' : 'left');
  const action = useConfirmedMutation(med.hold);

  const submit = (event: FormEvent) => {
    amount.check();
    void form.handleSubmit(async ({ hold_type, reason }) => {
      const centavos = amount.centavos;
      if (centavos === null) return;
      const held = await action.run({ case_id: medCase.id, hold_type, amount: centavos, reason }, {
        title: t('med.hold.confirmTitle'),
        message: t('med.hold.confirm', { amount: formatCentavos(centavos), account: medCase.account_number, customer: medCase.customer_name, type: t(optionKey('hold_type', hold_type)) }),
      });
      if (held) onClose();
    })(event);
  };

  return (
    <CaseFormDialog title={t('med.hold.title', { id: medCase.id })} intro={t('med.hold.intro', { hours: med.CAUTIONARY_HOLD_HOURS })} pending={action.pending} onClose={onClose} onSubmit={submit} submit={t('med.hold.submit')} color="warning">
      <ContractTextField control={form.control} name="hold_type" select required label={t('med.hold.type')} slotProps={{ select: { readOnly: action.pending } }}>
        {HOLD_TYPES.map((code) => <MenuItem key={code} value={code}>{t(optionKey('hold_type', code))}</MenuItem>)}
      </ContractTextField>
      {amount.field(action.pending)}
      <ContractTextField control={form.control} name="reason" required multiline minRows={2} label={t('med.form.reason')} help={t('med.form.reasonHelp')} slotProps={{ htmlInput: { readOnly: action.pending } }} />
    </CaseFormDialog>
  );
}
