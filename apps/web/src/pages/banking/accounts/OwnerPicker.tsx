import { useEffect, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { users } from '@wallet/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { formatDocument } from '../../../format/document';

export type Owner = z.infer<typeof users.WalletUser>;

export interface OwnerPickerProps {
  value: Owner | null;
  onChange: (owner: Owner | null) => void;
  error?: string | undefined;
  readOnly?: boolean;
}

/** Each kind offers this many matches; typing more narrows them. */
const MATCHES_PER_KIND = 10;
const TYPING_PAUSE_MS = 300;

const ownerLabel = (owner: Owner) => `${owner.name} (${formatDocument(owner.doc_type, owner.doc_number)})`;

/**
 * Finds the owner of a new account among active wallet users and merchants together: the user
 * list answers one kind a call, so both are asked with the words typed and shown in two groups.
 */
export function OwnerPicker({ value, onChange, error, readOnly = false }: OwnerPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const keyword = useSettled(typed.trim(), TYPING_PAUSE_MS);
  const found = useOwnerSearch(keyword);
  // The chosen owner stays among the options whatever the last search found, in its kind's group.
  const options = value && !found.owners.some((owner) => owner.id === value.id) ? byKind([...found.owners, value]) : found.owners;

  return (
    <Autocomplete
      value={value}
      onChange={(_event, owner) => onChange(owner)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        // Choosing an option writes its label into the field: that is not something to search for.
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      options={options}
      // The server has filtered already.
      filterOptions={(all) => all}
      groupBy={(owner) => t(`bankAccounts.create.ownerGroups.${owner.kind}`)}
      getOptionLabel={ownerLabel}
      getOptionKey={(owner) => owner.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={found.loading}
      loadingText={t('bankAccounts.create.ownerSearching')}
      noOptionsText={t(found.failed ? 'bankAccounts.create.ownerFailed' : 'bankAccounts.create.ownerNone')}
      readOnly={readOnly}
      renderOption={({ key, ...props }, owner) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{owner.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {owner.doc_type} {formatDocument(owner.doc_type, owner.doc_number)} · {owner.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          required
          label={t('bankAccounts.create.owner')}
          error={Boolean(error)}
          helperText={error ?? t('bankAccounts.create.ownerHelp')}
        />
      )}
    />
  );
}

const KIND_ORDER: Record<Owner['kind'], number> = { user: 0, merchant: 1 };
/** Grouped options must come group by group; the sort keeps the order within a kind. */
const byKind = (owners: Owner[]) => owners.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);

/** Active users and merchants matching the keyword, users first. */
function useOwnerSearch(keyword: string) {
  const body = { status: 'active', keyword, page_size: MATCHES_PER_KIND } as const;
  const people = useApiQuery(users.list, { ...body, kind: 'user' });
  const merchants = useApiQuery(users.list, { ...body, kind: 'merchant' });
  return {
    owners: [...(people.data?.list ?? []), ...(merchants.data?.list ?? [])],
    loading: people.isFetching || merchants.isFetching,
    failed: people.isError || merchants.isError,
  };
}

/** The value once it has stopped changing for `ms`, so a search waits for a pause in the typing. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
