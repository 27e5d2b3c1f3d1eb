import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ChoiceField';
import { optionKey } from '../../../i18n/options';
import type { FreezeHoldType, HoldInput, HoldProblems } from './hold-problems';
import './messages';

const FREEZE_HOLD_TYPES: readonly FreezeHoldType[] = ['internal_risk', 'cautionary', 'judicial'];

export interface HoldTypeFieldsProps {
  value: HoldInput;
  onChange: (value: HoldInput) => void;
  /** Shown under their fields once the form tried to send. */
  problems: HoldProblems;
  disabled?: boolean;
}

/** What a freeze is for: internal risk, a cautionary block of a Pix received (by its transaction id), or a court order (named). */
export function HoldTypeFields({ value, onChange, problems, disabled }: HoldTypeFieldsProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<HoldInput>) => onChange({ ...value, ...changes });
  return (
    <Stack spacing={2}>
      <ChoiceField
        label={t('funds.hold.type')}
        value={value.hold_type}
        onChange={(hold_type) => set({ hold_type })}
        choices={FREEZE_HOLD_TYPES.map((code) => ({ value: code, label: t(optionKey('hold_type', code)) }))}
        disabled={disabled}
        row
      />
      {value.hold_type === 'cautionary' && (
        <TextField
          required
          label={t('funds.hold.tradeId')}
          value={value.trade_id}
          onChange={(event) => set({ trade_id: event.target.value })}
          error={problems.trade_id !== undefined}
          helperText={problems.trade_id ?? t('funds.hold.tradeIdHelp')}
          disabled={disabled}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      )}
      {value.hold_type === 'judicial' && (
        <TextField
          required
          label={t('funds.hold.courtOrder')}
          value={value.court_order}
          onChange={(event) => set({ court_order: event.target.value })}
          error={problems.court_order !== undefined}
          helperText={problems.court_order ?? t('funds.hold.courtOrderHelp')}
          disabled={disabled}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      )}
    </Stack>
  );
}
