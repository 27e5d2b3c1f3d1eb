import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks';
import { formatDocument } from '../../format/document';
import { useSettled } from './useSettled';
import './messages';

export type Owner = users.WalletUser;

export interface OwnerPickerProps {
  kind: Owner['kind'];
  value: Owner | null;
  onChange: (owner: Owner | null) => void;
  error?: string | undefined;
  readOnly?: boolean;
  autoFocus?: boolean;
}

const MATCHES = 10;

const ownerLabel = (owner: Owner) => `${owner.name} (${formatDocument(owner.doc_type, owner.doc_number)})`;

/** Finds a wallet user or a merchant (one kind, as the user list answers) by name, e-mail, phone or document. */
export function OwnerPicker({ kind, value, onChange, error, readOnly = false, autoFocus }: OwnerPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const keyword = useSettled(typed.trim()).slice(0, 100);
  const found = useApiQuery(users.list, { kind, keyword, page: 1, page_size: MATCHES }, { enabled: open });

  return (
    <Autocomplete<Owner>
      value={value}
      onChange={(_event, owner) => onChange(owner)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        // Choosing an option writes its label into the field: that is not something to search for.
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      options={found.data?.list ?? []}
      // The server has filtered already.
      filterOptions={(owners) => owners}
      getOptionLabel={ownerLabel}
      getOptionKey={(owner) => owner.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={found.isFetching}
      loadingText={t('pix.limitDialog.ownerSearching')}
      noOptionsText={t(found.isError ? 'pix.limitDialog.ownerFailed' : 'pix.limitDialog.ownerNone')}
      readOnly={readOnly}
      renderOption={({ key, ...props }, owner) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{owner.name}</Typography>
            <Typography variant="caption" color={owner.status === 'blocked' ? 'error' : 'text.secondary'}>
              {owner.doc_type} {formatDocument(owner.doc_type, owner.doc_number)} · {owner.email}
              {owner.status === 'blocked' && ` · ${t('pix.limitDialog.ownerBlocked')}`}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          autoFocus={autoFocus}
          label={t('pix.limitDialog.owner')}
          error={Boolean(error)}
          helperText={error ?? t('pix.limitDialog.ownerHelp')}
        />
      )}
    />
  );
}
