import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { auth, selection, type BodyOf, type DataOf, type Endpoint, type Option, type Permission } from '@wallet/contracts';
import { api, onMutationSucceeded } from './client';
import { storeSession, storedSessionInfo, storedToken } from './session';

export interface ApiQueryOptions<E extends Endpoint> {
  enabled?: boolean;
  staleTime?: number;
  /** Asks again this many ms after each answer, judged from the last one (false: not now). */
  refetchInterval?: (data: DataOf<E> | undefined) => number | false;
  /**
   * What the answer is taken to be until one comes (asked for at once all the same). An answer
   * equal to it keeps its identity, so nothing that reads it draws again.
   */
  assumed?: () => DataOf<E> | undefined;
}

/** How long an answer is taken as current: a screen shown this soon after it came does not ask again. */
const ANSWER_FRESH_MS = 2_000;

/** A read call through TanStack Query, keeping the previous page on screen while the next loads. */
export function useApiQuery<E extends Endpoint>(endpoint: E, body?: BodyOf<E>, { refetchInterval, assumed, ...options }: ApiQueryOptions<E> = {}) {
  const queryKey = [endpoint.path, body ?? {}];
  const queryFn = ({ signal }: { signal: AbortSignal }) => api(endpoint, body, { signal });
  // Asked for as the screen is drawn, not once it is shown: a screen is drawn in slices, and the
  // rows would come a round trip after the last of them. An answer that came meanwhile is fresh
  // when the screen shows (ANSWER_FRESH_MS), not asked for again.
  const client = useQueryClient();
  if (options.enabled !== false && !assumed && !client.getQueryState(queryKey)) void client.prefetchQuery({ queryKey, queryFn, retry: false });
  return useQuery({
    queryKey,
    queryFn,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: ANSWER_FRESH_MS,
    ...(refetchInterval ? { refetchInterval: (query: { state: { data: DataOf<E> | undefined } }) => refetchInterval(query.state.data) } : {}),
    // Dated at 0, the assumed answer is stale at once: the real one is asked for all the same.
    ...(assumed ? { initialData: assumed, initialDataUpdatedAt: 0 } : {}),
    ...options,
  });
}

/** Refreshes every list after any successful mutation (the specification's rule). */
export function useRefreshAfterMutations(): void {
  const client = useQueryClient();
  useEffect(() => {
    const unsubscribe = onMutationSucceeded(() => void client.invalidateQueries());
    return () => void unsubscribe();
  }, [client]);
}

/** The signed-in member, refreshed from the server so role changes show at once. */
export function useMe() {
  // Until the server answers, the member is the one stored at sign-in; an unchanged answer then
  // redraws nothing (every screen reads the member: the whole console would draw again).
  const query = useApiQuery(auth.me, {}, { staleTime: 60_000, assumed: () => storedSessionInfo() ?? undefined });
  useEffect(() => {
    const token = storedToken();
    if (query.data && token) storeSession(token, query.data);
  }, [query.data]);
  return query;
}

/** The option lists every filter is built from; fetched once a session. */
export const useSelection = () => useApiQuery(selection.selection, {}, { staleTime: 10 * 60_000 });

/** The specification's helper: is there any ISPB option besides "All"? */
export const hasIspbOptions = (ispb: readonly Option[] | undefined) => (ispb ?? []).some((o) => o.code !== '0');

/**
 * Whether the signed-in member holds a permission. The server refuses anyway; the console only
 * hides what the member cannot do.
 */
export function useCan(): (permission: Permission) => boolean {
  const me = useMe();
  const permissions = me.data?.permissions ?? storedSessionInfo()?.permissions ?? [];
  return (permission) => permissions.includes(permission);
}

/**
 * Whether the member holds a permission, or `unknown` while no session says yet (no member stored
 * and the server not answered): for a part that says "not yours to see", which must not say so
 * to a member who may see it.
 */
export function useAccess(permission: Permission): 'granted' | 'refused' | 'unknown' {
  const me = useMe();
  const permissions = me.data?.permissions ?? storedSessionInfo()?.permissions;
  if (!permissions) return 'unknown';
  return permissions.includes(permission) ? 'granted' : 'refused';
}
