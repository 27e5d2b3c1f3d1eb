import { MenuItem } from '@mui/material';
import { FraudKind, pix, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { optionKey } from '../../../i18n/options';
import { ownerDocument } from '../../../format/document';
import type { CaseDetail } from './case-facts';

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
  const caseId = detail.case.id;
  return (
    <ActionDialog
      endpoint={create}
      form={form}
      body={({ kind, document, note }) => ({ kind, subject: { target: 'person' as const, value: document }, case_id: caseId, note })}
      ask={({ kind, document }) => {
        const subject = ownerDocument(document);
        return {
          title: t('med.markFraud.confirmTitle', { subject }),
          message: t('med.markFraud.confirm', { subject, kind: t(optionKey('fraud_kind', kind)) }),
          destructive: true,
        };
      }}
      onDone={onMarked}
      title={t('med.markFraud.title', { id: caseId })}
      intro={t('med.markFraud.intro')}
      submit={t('med.markFraud.submit')}
      color="error"
      onClose={onClose}
    >
      <ContractTextField control={form.control} name="kind" select required label={t('med.markFraud.kind')}>
        {FraudKind.codes.map((code) => <MenuItem key={code} value={code}>{t(optionKey('fraud_kind', code))}</MenuItem>)}
      </ContractTextField>
      <ContractTextField control={form.control} name="document" required label={t('med.markFraud.document')} help={t('med.markFraud.documentHelp')} />
      <ContractTextField control={form.control} name="note" autoFocus required multiline minRows={2} label={t('med.markFraud.note')} help={t('med.markFraud.noteHelp')} />
    </ActionDialog>
  );
}
