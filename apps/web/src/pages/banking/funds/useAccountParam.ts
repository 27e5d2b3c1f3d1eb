import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { banking } from '@wallet/contracts';
import { useApiQuery } from '../../../api/hooks';
import { LIST_PARAMS } from '../../../components/list/list-state';
import { parseId } from '../../../router/query-id';

type BankAccount = banking.BankAccount;

const ACCOUNT_PARAM = 'account_id';

/**
 * The account a screen is about, kept in the URL (`?account_id=`) so that a reload or a shared
 * link shows the same account. An id that came with the link is looked up to name its account.
 */
export function useAccountParam() {
  const [params, setParams] = useSearchParams();
  const accountId = parseId(params.get(ACCOUNT_PARAM));
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
