import { useMemo } from 'react';
import { MenuItem } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos, reaisText } from '../../../format/money';
import { optionKey } from '../../../i18n/options';
import { CaseAmountField, caseAmountForm } from './case-amount';
import type { CaseDetail } from './case-facts';

const med = regulatory.med;
const { hold_type: HOLD_TYPE, reason: REASON } = med.hold.body.shape;


/**
 * Blocks the received Pix's money on our customer's account for the case: a cautionary block
 * (72 h) or a MED hold, at most what is left of the Pix and what the account has available (the
 * default). Asks before it moves money.
 */
export function HoldDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { case: medCase, money } = detail;
  // Nothing can hold more than the account has available: a customer who spent part of the Pix holds less.
  const max = Math.min(money.left, money.available);
  const form = useContractForm(useMemo(() => caseAmountForm({ hold_type: HOLD_TYPE, reason: REASON }, max), [max]), { hold_type: 'cautionary', amount: reaisText(max), reason: '' });
  return (
    <ActionDialog
      endpoint={med.hold}
      form={form}
      body={(typed) => ({ case_id: medCase.id, ...typed })}
      ask={({ hold_type, amount }) => ({
        title: t('med.hold.confirmTitle'),
        message: t('med.hold.confirm', { amount: formatCentavos(amount), account: medCase.account_number, customer: medCase.customer_name, type: t(optionKey('hold_type', hold_type)) }),
      })}
      title={t('med.hold.title', { id: medCase.id })}
      intro={t('med.hold.intro', { hours: med.CAUTIONARY_HOLD_HOURS })}
      submit={t('med.hold.submit')}
      color="warning"
      onClose={onClose}
    >
      <ContractTextField control={form.control} name="hold_type" select required label={t('med.hold.type')}>
        {HOLD_TYPE.options.map((code) => <MenuItem key={code} value={code}>{t(optionKey('hold_type', code))}</MenuItem>)}
      </ContractTextField>
      <CaseAmountField control={form.control} max={max} bound={money.available < money.left ? 'available' : 'left'} />
      <ContractTextField control={form.control} name="reason" required multiline minRows={2} label={t('med.form.reason')} help={t('med.form.reasonHelp')} />
    </ActionDialog>
  );
}
