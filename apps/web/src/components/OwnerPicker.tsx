import type { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useOwnerSearch } from '../api/useOwnerSearch';
import { formatDocument, ownerLabel } from '../format/document';
import { optionKey } from '../i18n/options';
import { SearchPicker } from './SearchPicker';
import { useSearchText } from './search-text';

export type Owner = users.WalletUser;

export interface OwnerPickerProps {
  value: Owner | null;
  onChange: (owner: Owner | null) => void;
  /** One kind of owner; without it, wallet users and merchants both, in a group each. */
  kind?: Owner['kind'];
  /** Active owners only (a new account goes to an active customer). */
  activeOnly?: boolean;
  /** What is wrong with the choice, under the field in red. */
  error?: string | undefined;
  readOnly?: boolean;
  autoFocus?: boolean;
}

const KIND_ORDER: Record<Owner['kind'], number> = { user: 0, merchant: 1 };
/** Grouped options must come group by group; the sort keeps the order within a kind. */
const byKind = (owners: Owner[]) => owners.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);

/** Finds a wallet user or a merchant by name, e-mail, phone or document; a blocked one is marked in red. */
export function OwnerPicker({ value, onChange, kind, activeOnly = false, error, readOnly = false, autoFocus }: OwnerPickerProps) {
  const { t } = useTranslation();
  const search = useSearchText();
  const found = useOwnerSearch({ text: search.text, enabled: search.open, kind, activeOnly });
  // The chosen owner stays among the options whatever the last search found, in its kind's group.
  const options = value && !found.options.some((owner) => owner.id === value.id) ? byKind([...found.options, value]) : found.options;
  return (
    <SearchPicker<Owner>
      search={search}
      value={value}
      onChange={onChange}
      found={{ ...found, options }}
      texts={{ loading: t('ownerPicker.searching'), none: t(activeOnly ? 'ownerPicker.noActive' : 'ownerPicker.none'), failed: t('ownerPicker.failed') }}
      {...(kind === undefined && { groupBy: (owner: Owner) => t(`ownerPicker.groups.${owner.kind}`) })}
      getOptionLabel={ownerLabel}
      describe={(owner) => ({
        title: owner.name,
        detail: `${owner.doc_type} ${formatDocument(owner.doc_type, owner.doc_number)} · ${owner.email}${owner.status === 'blocked' ? ` · ${t(optionKey('status', 'blocked'))}` : ''}`,
        detailColor: owner.status === 'blocked' ? 'error' : 'text.secondary',
      })}
      label={t('ownerPicker.label')}
      required
      autoFocus={autoFocus}
      error={error !== undefined}
      helperText={error ?? t(activeOnly ? 'ownerPicker.activeHelp' : 'ownerPicker.help')}
      readOnly={readOnly}
    />
  );
}
