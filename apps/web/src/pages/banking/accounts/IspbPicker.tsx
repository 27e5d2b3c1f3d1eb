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

/** A payment system participant, found by typing part of its ISPB or its name. */
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
      renderInput={(params) => (
        <TextField {...params} required label={t('bankAccounts.create.ispb')} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
