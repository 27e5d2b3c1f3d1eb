import type { FormEvent } from 'react';
import { MenuItem } from '@mui/material';
import { FraudKind, pix } from '@wallet/contracts';
import { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { optionKey } from '../../../i18n/options';
import { ownerDocument } from '../../banking/accounts/account-words';
import type { CaseDetail } from './case-facts';
import { CaseFormDialog } from './CaseFormDialog';
import '../../pix/fraud/messages';

const { create } = pix.fraud;
type FraudMarker = pix.fraud.FraudMarker;

/** The create call's own rules for the fields the dialog shows: a person's document (the case marks a person), the kind and the note. */
const MARK_FORM = z.object({
  kind: create.body.shape.kind,
  document: create.body.shape.subject.def.options[0].shape.value,
  note: create.body.shape.note,
});

/**
 * Marks the case's payee at the DICT, preset from `markerFromCase` (mule or scammer's account, by
 * whether the money moved on), each field editable; sent with the case's id after a confirmation.
 */
export function MarkFraudDialog({ detail, onClose, onMarked }: { detail: CaseDetail; onClose: () => void; onMarked: (marker: FraudMarker) => void }) {
  const { t } = useTranslation();
  const preset = pix.fraud.markerFromCase(detail.trade, detail.trace);
  const form = useContractForm(MARK_FORM, { kind: preset.kind, document: ownerDocument(preset.subject.value), note: '' });
  const action = useConfirmedMutation(create);
  const caseId = detail.case.id;

  const submit = (event: FormEvent) => void form.handleSubmit(async ({ kind, document, note }) => {
    const subject = ownerDocument(document);
    const marker = await action.run({ kind, subject: { target: 'person', value: document }, case_id: caseId, note }, {
      title: t('fraud.mark.confirmTitle', { subject }),
      message: t('fraud.mark.confirm', { subject, kind: t(optionKey('fraud_kind', kind)) }),
      destructive: true,
    });
    if (marker) onMarked(marker);
  })(event);

  const readOnly = { htmlInput: { readOnly: action.pending } };
  return (
    <CaseFormDialog title={t('fraud.mark.title', { id: caseId })} intro={t('fraud.mark.intro')} pending={action.pending} onClose={onClose} onSubmit={submit} submit={t('fraud.mark.submit')} color="error">
      <ContractTextField control={form.control} name="kind" select required label={t('fraud.mark.kind')} disabled={action.pending}>
        {FraudKind.codes.map((code) => <MenuItem key={code} value={code}>{t(optionKey('fraud_kind', code))}</MenuItem>)}
      </ContractTextField>
      <ContractTextField control={form.control} name="document" required label={t('fraud.mark.document')} help={t('fraud.mark.documentHelp')} slotProps={readOnly} />
      <ContractTextField control={form.control} name="note" autoFocus required multiline minRows={2} label={t('fraud.mark.note')} help={t('fraud.mark.noteHelp')} slotProps={readOnly} />
    </CaseFormDialog>
  );
}
