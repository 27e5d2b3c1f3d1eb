import { users } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { SearchPicker, useSearchText } from '../../../components/SearchPicker';
import { formatDocument, ownerLabel } from '../../../format/document';

export type Owner = z.infer<typeof users.WalletUser>;

export interface OwnerPickerProps {
  value: Owner | null;
  onChange: (owner: Owner | null) => void;
  error?: string | undefined;
  readOnly?: boolean;
}

/** Each kind offers this many matches; typing more narrows them. */
const MATCHES_PER_KIND = 10;

/**
 * Finds the owner of a new account among active wallet users and merchants together: the user
 * list answers one kind a call, so both are asked with the words typed and shown in two groups.
 */
export function OwnerPicker({ value, onChange, error, readOnly = false }: OwnerPickerProps) {
  const { t } = useTranslation();
  const search = useSearchText();
  const found = useOwnerSearch(search.text);
  // The chosen owner stays among the options whatever the last search found, in its kind's group.
  const options = value && !found.options.some((owner) => owner.id === value.id) ? byKind([...found.options, value]) : found.options;
  return (
    <SearchPicker<Owner>
      search={search}
      value={value}
      onChange={onChange}
      found={{ ...found, options }}
      texts={{ loading: t('bankAccounts.create.ownerSearching'), none: t('bankAccounts.create.ownerNone'), failed: t('bankAccounts.create.ownerFailed') }}
      groupBy={(owner) => t(`bankAccounts.create.ownerGroups.${owner.kind}`)}
      getOptionLabel={ownerLabel}
      describe={(owner) => ({
        title: owner.name,
        detail: `${owner.doc_type} ${formatDocument(owner.doc_type, owner.doc_number)} · ${owner.email}`,
      })}
      label={t('bankAccounts.create.owner')}
      required
      autoFocus
      error={Boolean(error)}
      helperText={error ?? t('bankAccounts.create.ownerHelp')}
      readOnly={readOnly}
    />
  );
}

const KIND_ORDER: Record<Owner['kind'], number> = { user: 0, merchant: 1 };
/** Grouped options must come group by group; the sort keeps the order within a kind. */
const byKind = (owners: Owner[]) => owners.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);

/** Active users and merchants matching the keyword, users first; asked before the choices open, so they show at once. */
function useOwnerSearch(keyword: string) {
  const body = { status: 'active', keyword, page_size: MATCHES_PER_KIND } as const;
  const people = useApiQuery(users.list, { ...body, kind: 'user' });
  const merchants = useApiQuery(users.list, { ...body, kind: 'merchant' });
  return {
    options: [...(people.data?.list ?? []), ...(merchants.data?.list ?? [])],
    loading: people.isFetching || merchants.isFetching,
    failed: people.isError || merchants.isError,
  };
}
