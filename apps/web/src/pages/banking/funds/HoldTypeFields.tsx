import { Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ContractChoiceField } from '../../../components/form/ContractChoiceField';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { optionKey } from '../../../i18n/options';
import type { FREEZE_FORM } from './freeze-form';
import { holdProblem, type FreezeHoldType } from './hold-problems';

const FREEZE_HOLD_TYPES: readonly FreezeHoldType[] = ['internal_risk', 'cautionary', 'judicial'];

export interface HoldTypeFieldsProps {
  control: Control<z.input<typeof FREEZE_FORM>, unknown, z.output<typeof FREEZE_FORM>>;
  /** The hold type chosen, which says which field follows it. */
  holdType: FreezeHoldType;
}

/** What a freeze is for: internal risk, a cautionary block of a Pix received (by its transaction id), or a court order (named). */
export function HoldTypeFields({ control, holdType }: HoldTypeFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={2}>
      <ContractChoiceField
        control={control}
        name="hold_type"
        // What the other two fields must say depends on the type.
        deps={['court_order', 'trade_id']}
        label={t('funds.hold.type')}
        choices={FREEZE_HOLD_TYPES.map((code) => ({ value: code, label: t(optionKey('hold_type', code)) }))}
        row
      />
      {holdType === 'cautionary' && (
        <ContractTextField
          control={control}
          name="trade_id"
          required
          label={t('funds.hold.tradeId')}
          help={t('funds.hold.tradeIdHelp')}
          problemOf={(_name, error) => holdProblem(t, i18n.language, 'trade_id', error)}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      )}
      {holdType === 'judicial' && (
        <ContractTextField
          control={control}
          name="court_order"
          required
          label={t('funds.hold.courtOrder')}
          help={t('funds.hold.courtOrderHelp')}
          problemOf={(_name, error) => holdProblem(t, i18n.language, 'court_order', error)}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      )}
    </Stack>
  );
}
