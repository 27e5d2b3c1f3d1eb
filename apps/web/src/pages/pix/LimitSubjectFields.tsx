import { MenuItem, Stack, TextField } from '@mui/material';
import { LimitsType, PeriodType, Target, type z } from '@wallet/contracts';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContractPickedField } from '../../components/form/ContractPickedField';
import { ContractTextField } from '../../components/form/ContractTextField';
import { useFormPending } from '../../components/form/form-pending';
import { OwnerPicker } from '../../components/OwnerPicker';
import type { LimitForm } from './limit-form';

export interface LimitSubjectFieldsProps {
  form: UseFormReturn<z.input<LimitForm>, unknown, z.output<LimitForm>>;
}

/** The owner (a user or a merchant, picked by kind first), the limit type and the period, of the limit form. */
export function LimitSubjectFields({ form }: LimitSubjectFieldsProps) {
  const { t } = useTranslation();
  const pending = useFormPending();
  const { field: kind } = useController({ control: form.control, name: 'kind' });
  const selectProps = { control: form.control, select: true, required: true } as const;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          required
          label={t('pix.limitDialog.ownerKind')}
          value={kind.value}
          // Another kind is another list: the owner chosen from the first one goes.
          onChange={(event) => {
            kind.onChange(event.target.value);
            form.setValue('owner', null);
          }}
          slotProps={{ htmlInput: { readOnly: pending } }}
          sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}
        >
          {Target.codes.map((code) => <MenuItem key={code} value={code}>{t(`pix.targets.${code}`)}</MenuItem>)}
        </TextField>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <ContractPickedField
            control={form.control}
            name="owner"
            problem={t('pix.limitDialog.errors.owner')}
            render={(picked) => <OwnerPicker key={kind.value} autoFocus kind={kind.value} value={picked.value} onChange={picked.onChange} error={picked.error} readOnly={picked.readOnly} />}
          />
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ContractTextField {...selectProps} name="limits_type" deps={['amount']} label={t('pix.limitDialog.limitsType')}>
          {LimitsType.codes.map((code) => <MenuItem key={code} value={code}>{t(`pix.limitsTypes.${code}`)}</MenuItem>)}
        </ContractTextField>
        <ContractTextField {...selectProps} name="period_type" deps={['amount']} label={t('pix.limitDialog.period')}>
          {PeriodType.codes.map((code) => <MenuItem key={code} value={code}>{t(`pix.periods.${code}`)}</MenuItem>)}
        </ContractTextField>
      </Stack>
    </>
  );
}
