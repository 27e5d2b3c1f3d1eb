import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks';
import { SearchPicker, useSearchText } from '../../components/SearchPicker';
import { formatDocument, ownerLabel } from '../../format/document';
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

/** Finds a wallet user or a merchant (one kind, as the user list answers) by name, e-mail, phone or document. */
export function OwnerPicker({ kind, value, onChange, error, readOnly = false, autoFocus }: OwnerPickerProps) {
  const { t } = useTranslation();
  const search = useSearchText();
  const query = useApiQuery(users.list, { kind, keyword: search.text.slice(0, 100), page: 1, page_size: MATCHES }, { enabled: search.open });
  return (
    <SearchPicker<Owner>
      search={search}
      value={value}
      onChange={onChange}
      found={{ options: query.data?.list ?? [], loading: query.isFetching, failed: query.isError }}
      texts={{ loading: t('pix.limitDialog.ownerSearching'), none: t('pix.limitDialog.ownerNone'), failed: t('pix.limitDialog.ownerFailed') }}
      getOptionLabel={ownerLabel}
      describe={(owner) => ({
        title: owner.name,
        detail: `${owner.doc_type} ${formatDocument(owner.doc_type, owner.doc_number)} · ${owner.email}${owner.status === 'blocked' ? ` · ${t('pix.limitDialog.ownerBlocked')}` : ''}`,
        detailColor: owner.status === 'blocked' ? 'error' : 'text.secondary',
      })}
      label={t('pix.limitDialog.owner')}
      required
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={error ?? t('pix.limitDialog.ownerHelp')}
      readOnly={readOnly}
    />
  );
}
