import { MenuItem, Stack } from '@mui/material';
import { InfractionType, regulatory, SituationType } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { DetailsField } from './DetailsField';

const infractions = regulatory.infractions;

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The Pix to report, typed in already (from its MED case); it can still be changed. */
  endToEndId?: string;
}

/**
 * Reports one of our trades to the DICT by its end-to-end id; the list refreshes by itself. A
 * refusal is toasted once and what was typed stays. Render it only while open: each opening starts anew.
 */
export function ReportDialog({ open, onClose, endToEndId }: ReportDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(infractions.create.body, { end_to_end_id: endToEndId ?? '', inf_type: 'FRAUD', situation_type: 'SCAM', details: '' });
  return (
    <ActionDialog
      endpoint={infractions.create}
      form={form}
      body={(typed) => typed}
      open={open}
      title={t('infractions.create.title')}
      intro={t('infractions.create.intro', { days: infractions.ANALYSIS_DAYS })}
      submit={t('infractions.create.submit')}
      onClose={onClose}
    >
      <ContractTextField
        control={form.control}
        name="end_to_end_id"
        required
        autoFocus
        label={t('infractions.create.endToEndId')}
        help={t('infractions.create.endToEndIdHelp')}
        problemOf={() => t('infractions.create.endToEndIdInvalid')}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, maxLength: 64, style: { fontFamily: 'monospace' } } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ContractTextField control={form.control} name="inf_type" select required label={t('infractions.create.type')}>
          {InfractionType.codes.map((code) => <MenuItem key={code} value={code}>{t(`infractions.type.${code}`)}</MenuItem>)}
        </ContractTextField>
        <ContractTextField control={form.control} name="situation_type" select required label={t('infractions.create.situation')}>
          {SituationType.codes.map((code) => <MenuItem key={code} value={code}>{t(`infractions.situation.${code}`)}</MenuItem>)}
        </ContractTextField>
      </Stack>
      <DetailsField control={form.control} name="details" label={t('infractions.create.details')} help={t('infractions.create.detailsHelp')} />
    </ActionDialog>
  );
}
