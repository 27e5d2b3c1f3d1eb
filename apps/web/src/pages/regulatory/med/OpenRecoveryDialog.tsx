import { MenuItem } from '@mui/material';
import { regulatory, SituationType, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import { optionKey } from '../../../i18n/options';
import type { CaseDetail } from './case-facts';

const med = regulatory.med;
const OPEN_FORM = z.pick(med.fundsRecoveryCreate.body, { situation_type: true, details: true });

/** Opens a funds recovery at the DICT for the case's Pix: what happened, and in the member's words. */
export function OpenRecoveryDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { case: medCase } = detail;
  const form = useContractForm(OPEN_FORM, { situation_type: 'SCAM', details: '' });
  return (
    <ActionDialog
      endpoint={med.fundsRecoveryCreate}
      form={form}
      body={(typed) => ({ case_id: medCase.id, ...typed })}
      ask={() => ({ title: t('med.recovery.open.confirmTitle'), message: t('med.recovery.open.confirm', { amount: formatCentavos(medCase.amount), trade: medCase.trade_no }) })}
      title={t('med.recovery.open.title', { id: medCase.id })}
      intro={t('med.recovery.open.intro')}
      submit={t('med.recovery.open.submit')}
      onClose={onClose}
    >
      <ContractTextField control={form.control} name="situation_type" select required label={t('med.recovery.situation')}>
        {SituationType.codes.map((code) => <MenuItem key={code} value={code}>{t(optionKey('situation_type', code))}</MenuItem>)}
      </ContractTextField>
      <ContractTextField control={form.control} name="details" required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.recovery.open.detailsHelp')} />
    </ActionDialog>
  );
}
