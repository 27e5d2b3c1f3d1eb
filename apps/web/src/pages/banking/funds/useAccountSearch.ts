import { useEffect, useState } from 'react';
import { banking } from '@wallet/contracts';
import { useApiQuery } from '../../../api/hooks';

type BankAccount = banking.BankAccount;

const TYPING_PAUSE_MS = 300;
const ACCOUNT_NUMBER_MAX = 20;
const PAGE_SIZE = 20;

export interface AccountSearchOptions {
  /** The text typed: part of the owner's name, a CPF / CNPJ, or the start of an account number. */
  text: string;
  /** Only while the list of choices is open. */
  enabled: boolean;
  merchantsOnly: boolean;
}

/**
 * The accounts that match what was typed, once typing pauses. Digits alone may be an account
 * number or a document, so both are asked for.
 */
export function useAccountSearch({ text, enabled, merchantsOnly }: AccountSearchOptions) {
  const typed = useSettled(text.trim(), TYPING_PAUSE_MS);
  const digits = /^\d+$/.test(typed);
  const page = { page: 1, page_size: PAGE_SIZE, owner_kind: merchantsOnly ? 'merchant' as const : '0' as const };
  const byOwner = useApiQuery(banking.list, { ...page, owner: typed.slice(0, 100) }, { enabled });
  const byNumber = useApiQuery(banking.list, { ...page, account_number: typed }, { enabled: enabled && digits && typed.length <= ACCOUNT_NUMBER_MAX });

  const found = new Map<number, BankAccount>();
  for (const account of [...(digits ? byNumber.data?.list ?? [] : []), ...(byOwner.data?.list ?? [])]) {
    found.set(account.id, account);
  }
  return {
    accounts: [...found.values()],
    isLoading: byOwner.isFetching || (digits && byNumber.isFetching),
    isError: byOwner.isError || (digits && byNumber.isError),
  };
}

/** The value once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
