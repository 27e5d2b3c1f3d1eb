import { users } from '@wallet/contracts';
import { useApiQuery } from './hooks';

type Owner = users.WalletUser;
type OwnerKind = Owner['kind'];

/** Each kind offers this many matches; typing more narrows them. */
const MATCHES_PER_KIND = 10;

export interface OwnerSearchOptions {
  /** The settled text: part of a name, an e-mail, a phone or a CPF / CNPJ. */
  text: string;
  /** Only while the list of choices is open. */
  enabled: boolean;
  /** One kind of owner; without it, wallet users and merchants both. */
  kind?: OwnerKind | undefined;
  /** Active owners only (a blocked one cannot be given an account). */
  activeOnly?: boolean;
}

/**
 * Users and merchants matching the text, users first: the user list answers one kind a call, so
 * each kind asked for is a call of its own.
 */
export function useOwnerSearch({ text, enabled, kind, activeOnly = false }: OwnerSearchOptions) {
  const body = { keyword: text.slice(0, 100), page_size: MATCHES_PER_KIND, ...(activeOnly && { status: 'active' as const }) };
  const people = useApiQuery(users.list, { ...body, kind: 'user' }, { enabled: enabled && kind !== 'merchant' });
  const merchants = useApiQuery(users.list, { ...body, kind: 'merchant' }, { enabled: enabled && kind !== 'user' });
  // The cache may hold the other kind from an earlier search; only the kinds asked for count.
  const asked = [...(kind !== 'merchant' ? [people] : []), ...(kind !== 'user' ? [merchants] : [])];
  return {
    options: asked.flatMap((query) => query.data?.list ?? []),
    loading: asked.some((query) => query.isFetching),
    failed: asked.some((query) => query.isError),
  };
}
