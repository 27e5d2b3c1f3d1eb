import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks';
import { useSettled } from './useSettled';
import './messages';

type BankAccount = banking.BankAccount;

const MATCHES = 20;
const ACCOUNT_NUMBER = /^\d{1,20}$/;

/** How an account is named on the Pix screens: branch and number, "0001/12345". */
export const accountLabel = (account: Pick<BankAccount, 'branch' | 'account_number'>) => `${account.branch}/${account.account_number}`;

export interface AccountPickerProps {
  value: BankAccount | null;
  onChange: (account: BankAccount | null) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  readOnly?: boolean;
}

/**
 * Finds the account a key goes on, by its owner's name or document or by its number. Every match
 * is shown with its status; only active accounts can be chosen, as the DICT takes keys only for them.
 */
export function AccountPicker({ value, onChange, error, helperText, readOnly = false }: AccountPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const found = useAccountSearch(useSettled(typed.trim()), open);

  return (
    <Autocomplete<BankAccount>
      value={value}
      onChange={(_event, account) => onChange(account)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        // Choosing an option writes its label into the field: that is not something to search for.
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      options={found.accounts}
      // The server has filtered already.
      filterOptions={(accounts) => accounts}
      getOptionLabel={(account) => `${accountLabel(account)} · ${account.owner_name}`}
      getOptionKey={(account) => account.id}
      getOptionDisabled={(account) => account.status !== 'active'}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={found.loading}
      loadingText={t('pix.register.accountSearching')}
      noOptionsText={t(found.failed ? 'pix.register.accountFailed' : 'pix.register.accountNone')}
      readOnly={readOnly}
      renderOption={({ key, ...props }, account) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {accountLabel(account)} · {account.owner_name}
            </Typography>
            <Typography variant="caption" color={account.status === 'active' ? 'text.secondary' : 'error'}>
              {t(`pix.accountStatus.${account.status}`)} · {account.ispb_name}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          required
          label={t('pix.register.account')}
          error={Boolean(error)}
          helperText={error ?? helperText ?? t('pix.register.accountHelp')}
        />
      )}
    />
  );
}

/** Accounts matching the text while the choices are open; digits may be an account number or a document, so both are asked. */
function useAccountSearch(text: string, enabled: boolean) {
  const digits = ACCOUNT_NUMBER.test(text);
  const page = { page: 1, page_size: MATCHES };
  const byOwner = useApiQuery(banking.list, { ...page, owner: text.slice(0, 100) }, { enabled });
  const byNumber = useApiQuery(banking.list, { ...page, account_number: text }, { enabled: enabled && digits });
  const found = new Map<number, BankAccount>();
  for (const account of [...(digits ? (byNumber.data?.list ?? []) : []), ...(byOwner.data?.list ?? [])]) found.set(account.id, account);
  return {
    accounts: [...found.values()],
    loading: byOwner.isFetching || (digits && byNumber.isFetching),
    failed: byOwner.isError || (digits && byNumber.isError),
  };
}
