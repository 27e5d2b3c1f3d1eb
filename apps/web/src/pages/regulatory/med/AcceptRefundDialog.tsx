import { useState, type FormEvent } from 'react';
import { regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { ChoiceField } from '../../../components/ChoiceField';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import { AmountField } from '../../banking/funds/AmountField';
import { readAmount } from '../../banking/funds/amount';
import { CaseFormDialog } from './CaseFormDialog';
import './messages';

const med = regulatory.med;
type RefundRequest = regulatory.med.RefundRequest;
type Extent = 'whole' | 'part';
const ANSWER_FORM = z.pick(med.refundAccept.body, { details: true });

/**
 * Accepts a refund request made to us, whole (no amount is sent) or in part: the Pix return posts
 * from the held money first and the case closes. One opening, one Idempotency-Key.
 */
export function AcceptRefundDialog({ request, onClose }: { request: RefundRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(ANSWER_FORM, { details: '' });
  const [extent, setExtent] = useState<Extent>('whole');
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const reading = readAmount(amount, request.amount);
  const action = useConfirmedMutation(med.refundAccept, { onAsked: onClose });

  const submit = (event: FormEvent) => {
    setChecked(true);
    void form.handleSubmit(async ({ details }) => {
      const part = extent === 'part' ? reading.centavos : null;
      if (extent === 'part' && part === null) return;
      const given = part ?? request.amount;
      const accepted = await action.run(part === null ? { id: request.id, details } : { id: request.id, amount: part, details }, {
        title: t('med.refund.accept.confirmTitle', { id: request.id }),
        message: t('med.refund.accept.confirm', { amount: formatCentavos(given), asked: formatCentavos(request.amount) }),
        destructive: true,
      });
      if (accepted) onClose();
    })(event);
  };

  return (
    <CaseFormDialog title={t('med.refund.accept.title', { id: request.id })} intro={t('med.refund.accept.intro')} pending={action.pending} onClose={onClose} onSubmit={submit} submit={t('med.refund.accept.submit')} color="warning">
      <ChoiceField
        row
        label={t('med.refund.accept.extent')}
        value={extent}
        onChange={setExtent}
        disabled={action.pending}
        choices={[
          { value: 'whole', label: t('med.refund.accept.whole', { amount: formatCentavos(request.amount) }) },
          { value: 'part', label: t('med.refund.accept.part') },
        ]}
      />
      {extent === 'part' && (
        <AmountField autoFocus label={t('med.form.amount')} value={amount} onChange={setAmount} max={request.amount} maxLabel={t('med.refund.asked')} checked={checked} disabled={action.pending} />
      )}
      <ContractTextField control={form.control} name="details" required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.refund.answerHelp')} slotProps={{ htmlInput: { readOnly: action.pending } }} />
    </CaseFormDialog>
  );
}
