import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { banking } from '@wallet/contracts';
import { useApiQuery } from '../../../api/hooks';
import { LIST_PARAMS } from '../../../components/list/list-state';

type BankAccount = banking.BankAccount;

export const ACCOUNT_PARAM = 'account_id';
const MAX_ID = 2_147_483_647;

function readId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

/**
 * The account a screen is about, kept in the URL (`?account_id=`) so that a reload or a shared
 * link shows the same account. An id that came with the link is looked up to name its account.
 */
export function useAccountParam() {
  const [params, setParams] = useSearchParams();
  const accountId = readId(params.get(ACCOUNT_PARAM));
  const [picked, setPicked] = useState<BankAccount | null>(null);
  const known = picked?.id === accountId ? picked : null;
  const looked = useApiQuery(banking.detail, { id: accountId ?? 1 }, { enabled: accountId !== null && known === null });
  const found = looked.data?.account.id === accountId ? looked.data.account : null;

  const setAccount = (account: BankAccount | null) => {
    setPicked(account);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (account) next.set(ACCOUNT_PARAM, String(account.id));
      else next.delete(ACCOUNT_PARAM);
      // Another account is another list: back to its first page.
      next.delete(LIST_PARAMS.page);
      return next;
    });
  };

  return {
    accountId,
    /** The account, once known; null with an id while it is looked up, or when it cannot be. */
    account: known ?? found,
    /** The id came with the link and could not be looked up. */
    lookupFailed: looked.isError,
    setAccount,
  };
}
