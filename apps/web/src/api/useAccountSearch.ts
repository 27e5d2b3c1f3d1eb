import { banking } from '@wallet/contracts';
import { useApiQuery } from './hooks';

type BankAccount = banking.BankAccount;

const MATCHES = 20;
const ACCOUNT_NUMBER = /^\d{1,20}$/;

export interface AccountSearchOptions {
  /** The settled text: part of the owner's name, a CPF / CNPJ, or the start of an account number. */
  text: string;
  /** Only while the list of choices is open. */
  enabled: boolean;
  /** Sent as the list's `owner_kind` filter when given ('0' is every kind). */
  ownerKind?: 'merchant' | '0' | undefined;
}

/** Accounts matching the text; digits may be an account number or a document, so both are asked. */
export function useAccountSearch({ text, enabled, ownerKind }: AccountSearchOptions) {
  const digits = ACCOUNT_NUMBER.test(text);
  const page = { page: 1, page_size: MATCHES, ...(ownerKind && { owner_kind: ownerKind }) };
  const byOwner = useApiQuery(banking.list, { ...page, owner: text.slice(0, 100) }, { enabled });
  const byNumber = useApiQuery(banking.list, { ...page, account_number: text }, { enabled: enabled && digits });
  const found = new Map<number, BankAccount>();
  for (const account of [...(digits ? (byNumber.data?.list ?? []) : []), ...(byOwner.data?.list ?? [])]) found.set(account.id, account);
  return {
    options: [...found.values()],
    loading: byOwner.isFetching || (digits && byNumber.isFetching),
    failed: byOwner.isError || (digits && byNumber.isError),
  };
}
