import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useAccountSearch } from '../../../api/useAccountSearch';
import { Money } from '../../../components/Money';
import { SearchPicker, useSearchText } from '../../../components/SearchPicker';
import { accountLabel } from '../../../format/account';
import './messages';

type BankAccount = banking.BankAccount;

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
  const search = useSearchText();
  const found = useAccountSearch({ text: search.text, enabled: search.open, ownerKind: merchantsOnly ? 'merchant' : '0' });
  return (
    <SearchPicker<BankAccount>
      search={search}
      value={value}
      onChange={onChange}
      found={found}
      texts={{ loading: t('funds.picker.loading'), none: t(merchantsOnly ? 'funds.picker.noMerchants' : 'funds.picker.none'), failed: t('funds.picker.error') }}
      getOptionLabel={(account) => `${accountLabel(account)} · ${account.owner_name}`}
      describe={(account) => ({
        title: `${accountLabel(account)} · ${account.owner_name}`,
        detail: <>{account.ispb_name} · {t('funds.picker.available')} <Money centavos={account.available} /></>,
      })}
      label={label}
      required={required ?? false}
      error={error ?? false}
      helperText={helperText === undefined ? t(merchantsOnly ? 'funds.picker.merchantHelp' : 'funds.picker.help') : (helperText ?? undefined)}
      autoFocus={autoFocus}
      disabled={disabled}
      size={size}
      sx={width ? { width: { xs: '100%', sm: width } } : undefined}
    />
  );
}
