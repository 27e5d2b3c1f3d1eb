import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money';
import { useAccountSearch } from './useAccountSearch';
import './messages';

type BankAccount = banking.BankAccount;

/** How an account is named on these screens: branch and number, "0001/12345". */
export const accountLabel = (account: Pick<BankAccount, 'branch' | 'account_number'>) => `${account.branch}/${account.account_number}`;

export interface AccountPickerProps {
  label: string;
  value: BankAccount | null;
  onChange: (account: BankAccount | null) => void;
  /** Offer merchants' accounts only (fees are taken from merchants). */
  merchantsOnly?: boolean;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: boolean;
  /** Under the field; the default says what may be typed, null shows nothing (a list filter). */
  helperText?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  width?: number;
}

/** Finds a bank account by its owner's name or document, or by its number, showing what it has available. */
export function AccountPicker({
  label, value, onChange, merchantsOnly = false, size, required, error, helperText, disabled, autoFocus, width,
}: AccountPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  // What the member typed; the input also shows the chosen account's name, which is no search.
  const [search, setSearch] = useState('');
  const found = useAccountSearch({ text: search, enabled: open, merchantsOnly });

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
        if (reason === 'input' || reason === 'clear') setSearch(text);
      }}
      options={found.accounts}
      // The server has filtered already.
      filterOptions={(accounts) => accounts}
      getOptionLabel={(account) => `${accountLabel(account)} · ${account.owner_name}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={found.isLoading}
      loadingText={t('funds.picker.loading')}
      noOptionsText={t(found.isError ? 'funds.picker.error' : merchantsOnly ? 'funds.picker.noMerchants' : 'funds.picker.none')}
      disabled={disabled}
      size={size}
      sx={width ? { width: { xs: '100%', sm: width } } : undefined}
      renderOption={({ key, ...props }, account) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {accountLabel(account)} · {account.owner_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {account.ispb_name} · {t('funds.picker.available')} <Money centavos={account.available} />
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText === undefined ? t(merchantsOnly ? 'funds.picker.merchantHelp' : 'funds.picker.help') : helperText}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
