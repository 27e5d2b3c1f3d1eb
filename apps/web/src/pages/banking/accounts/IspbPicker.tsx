import { Autocomplete, TextField } from '@mui/material';
import { ALL, type Option } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../../../api/hooks';

export interface IspbPickerProps {
  value: Option | null;
  onChange: (participant: Option | null) => void;
  error?: string | undefined;
  readOnly?: boolean;
}

const NO_OPTIONS: Option[] = [];

/** One of our institutions (the selection's `ispb` list), found by typing part of its ISPB or its name. */
export function IspbPicker({ value, onChange, error, readOnly = false }: IspbPickerProps) {
  const { t } = useTranslation();
  const selection = useSelection();
  const participants = (selection.data?.ispb ?? NO_OPTIONS).filter((option) => option.code !== ALL);
  return (
    <Autocomplete
      value={value}
      onChange={(_event, participant) => onChange(participant)}
      options={participants}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.code}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      loading={selection.isFetching}
      noOptionsText={t('bankAccounts.create.ispbNone')}
      readOnly={readOnly}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('bankAccounts.create.ispb')}
          placeholder={participants[0]?.name}
          error={Boolean(error)}
          helperText={error ?? t('bankAccounts.create.ispbHelp')}
        />
      )}
    />
  );
}
