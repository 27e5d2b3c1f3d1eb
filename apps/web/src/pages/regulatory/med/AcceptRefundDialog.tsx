import { useMemo } from 'react';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { partSent, wholeOrPart } from '../../../components/form/amount';
import { ContractAmountField } from '../../../components/form/ContractAmountField';
import { ContractChoiceField } from '../../../components/form/ContractChoiceField';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';

const med = regulatory.med;
type RefundRequest = regulatory.med.RefundRequest;

/**
 * Accepts a refund request made to us, whole (no amount is sent) or in part: the Pix return posts
 * from the held money first and the case closes. One opening, one Idempotency-Key.
 */
export function AcceptRefundDialog({ request, onClose }: { request: RefundRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(useMemo(() => wholeOrPart(request.amount, { details: med.refundAccept.body.shape.details }), [request.amount]), { extent: 'whole', amount: '', details: '' });
  return (
    <ActionDialog
      endpoint={med.refundAccept}
      form={form}
      body={(typed) => ({ id: request.id, ...partSent(typed), details: typed.details })}
      ask={(typed) => ({
        title: t('med.refund.accept.confirmTitle', { id: request.id }),
        message: t('med.refund.accept.confirm', { amount: formatCentavos(typed.extent === 'part' ? typed.amount : request.amount), asked: formatCentavos(request.amount) }),
        destructive: true,
      })}
      title={t('med.refund.accept.title', { id: request.id })}
      intro={t('med.refund.accept.intro')}
      submit={t('med.refund.accept.submit')}
      color="warning"
      onClose={onClose}
    >
      <ContractChoiceField
        control={form.control}
        name="extent"
        row
        label={t('med.refund.accept.extent')}
        choices={[
          { value: 'whole', label: t('med.refund.accept.whole', { amount: formatCentavos(request.amount) }) },
          { value: 'part', label: t('med.refund.accept.part') },
        ]}
      />
      {form.watch('extent') === 'part' && (
        <ContractAmountField control={form.control} name="amount" autoFocus label={t('med.form.amount')} max={request.amount} maxLabel={t('med.refund.asked')} />
      )}
      <ContractTextField control={form.control} name="details" required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.refund.answerHelp')} />
    </ActionDialog>
  );
}
