import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useAccountSearch } from '../../api/useAccountSearch';
import { SearchPicker, useSearchText } from '../../components/SearchPicker';
import { accountLabel } from '../../format/account';
import './messages';

type BankAccount = banking.BankAccount;

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
  const search = useSearchText();
  const found = useAccountSearch({ text: search.text, enabled: search.open });
  return (
    <SearchPicker<BankAccount>
      search={search}
      value={value}
      onChange={onChange}
      found={found}
      texts={{ loading: t('pix.register.accountSearching'), none: t('pix.register.accountNone'), failed: t('pix.register.accountFailed') }}
      getOptionLabel={(account) => `${accountLabel(account)} · ${account.owner_name}`}
      getOptionDisabled={(account) => account.status !== 'active'}
      describe={(account) => ({
        title: `${accountLabel(account)} · ${account.owner_name}`,
        detail: `${t(`pix.accountStatus.${account.status}`)} · ${account.ispb_name}`,
        detailColor: account.status === 'active' ? 'text.secondary' : 'error',
      })}
      label={t('pix.register.account')}
      required
      autoFocus
      error={Boolean(error)}
      helperText={error ?? helperText ?? t('pix.register.accountHelp')}
      readOnly={readOnly}
    />
  );
}
