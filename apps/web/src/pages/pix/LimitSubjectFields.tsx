import { MenuItem, Stack, TextField } from '@mui/material';
import { LimitsType, PeriodType, Target, type pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { OwnerPicker, type Owner } from '../../components/OwnerPicker';
import './messages';

type PixLimit = pix.limits.PixLimit;

/** Whose limit, of which type and period: chosen in "Set a limit", fixed by the row in "Change". */
export interface LimitSubject {
  kind: PixLimit['target'];
  owner: Owner | null;
  limits_type: PixLimit['limits_type'];
  period_type: PixLimit['period_type'];
}

export const EMPTY_SUBJECT: LimitSubject = { kind: 'user', owner: null, limits_type: 'PIX', period_type: 'DAYTIME' };

export interface LimitSubjectFieldsProps {
  value: LimitSubject;
  onChange: (value: LimitSubject) => void;
  ownerError?: string | undefined;
  readOnly?: boolean;
}

/** The owner (a user or a merchant, picked by kind first), the limit type and the period. */
export function LimitSubjectFields({ value, onChange, ownerError, readOnly = false }: LimitSubjectFieldsProps) {
  const { t } = useTranslation();
  const change = (part: Partial<LimitSubject>) => onChange({ ...value, ...part });
  const selectProps = { select: true, required: true, fullWidth: true, slotProps: { htmlInput: { readOnly } } } as const;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...selectProps}
          fullWidth={false}
          label={t('pix.limitDialog.ownerKind')}
          value={value.kind}
          // Another kind is another list: the owner chosen from the first one goes.
          onChange={(event) => change({ kind: event.target.value as LimitSubject['kind'], owner: null })}
          sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}
        >
          {Target.codes.map((code) => <MenuItem key={code} value={code}>{t(`pix.targets.${code}`)}</MenuItem>)}
        </TextField>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <OwnerPicker key={value.kind} autoFocus kind={value.kind} value={value.owner} onChange={(owner) => change({ owner })} error={ownerError} readOnly={readOnly} />
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...selectProps} label={t('pix.limitDialog.limitsType')} value={value.limits_type}
          onChange={(event) => change({ limits_type: event.target.value as LimitSubject['limits_type'] })}>
          {LimitsType.codes.map((code) => <MenuItem key={code} value={code}>{t(`pix.limitsTypes.${code}`)}</MenuItem>)}
        </TextField>
        <TextField {...selectProps} label={t('pix.limitDialog.period')} value={value.period_type}
          onChange={(event) => change({ period_type: event.target.value as LimitSubject['period_type'] })}>
          {PeriodType.codes.map((code) => <MenuItem key={code} value={code}>{t(`pix.periods.${code}`)}</MenuItem>)}
        </TextField>
      </Stack>
    </>
  );
}
