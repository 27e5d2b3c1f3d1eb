import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useAccountSearch } from '../api/useAccountSearch';
import { accountLabel } from '../format/account';
import { optionKey } from '../i18n/options';
import { Money } from './Money';
import { SearchPicker } from './SearchPicker';
import { useSearchText } from './search-text';

type BankAccount = banking.BankAccount;

export interface AccountPickerProps {
  label: string;
  value: BankAccount | null;
  onChange: (account: BankAccount | null) => void;
  /** Offer merchants' accounts only (fees are taken from merchants). */
  merchantsOnly?: boolean;
  /** Show every match but let only active accounts be chosen (the DICT takes keys only for them). */
  activeOnly?: boolean;
  /** What is wrong with the choice, under the field in red; it stands in for `helperText`. */
  error?: string | undefined;
  /** Under the field; the default says what may be typed, null shows nothing (a list filter). */
  helperText?: string | null | undefined;
  required?: boolean;
  autoFocus?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  width?: number;
}

/**
 * Finds a bank account by its owner's name or document, or by its number. Each match shows its
 * institution and what it has available, and says so in red when the account is inactive.
 */
export function AccountPicker({
  label, value, onChange, merchantsOnly = false, activeOnly = false, error, helperText, required = false, autoFocus, readOnly, disabled, size, width,
}: AccountPickerProps) {
  const { t } = useTranslation();
  const search = useSearchText();
  const found = useAccountSearch({ text: search.text, enabled: search.open, ownerKind: merchantsOnly ? 'merchant' : '0' });
  const help = merchantsOnly ? t('accountPicker.merchantHelp') : activeOnly ? t('accountPicker.activeHelp') : t('accountPicker.help');
  return (
    <SearchPicker<BankAccount>
      search={search}
      value={value}
      onChange={onChange}
      found={found}
      texts={{ loading: t('accountPicker.searching'), none: t(merchantsOnly ? 'accountPicker.noMerchants' : 'accountPicker.none'), failed: t('accountPicker.failed') }}
      getOptionLabel={(account) => `${accountLabel(account)} · ${account.owner_name}`}
      {...(activeOnly && { getOptionDisabled: (account: BankAccount) => account.status !== 'active' })}
      describe={(account) => ({
        title: `${accountLabel(account)} · ${account.owner_name}`,
        detail: (
          <>
            {account.status !== 'active' && `${t(optionKey('account_status', account.status))} · `}
            {account.ispb_name} · {t('accountPicker.available')} <Money centavos={account.available} />
          </>
        ),
        detailColor: account.status === 'active' ? 'text.secondary' : 'error',
      })}
      label={label}
      required={required}
      error={error !== undefined}
      helperText={error ?? (helperText === undefined ? help : (helperText ?? undefined))}
      autoFocus={autoFocus}
      readOnly={readOnly}
      disabled={disabled}
      size={size}
      sx={width ? { width: { xs: '100%', sm: width } } : undefined}
    />
  );
}
